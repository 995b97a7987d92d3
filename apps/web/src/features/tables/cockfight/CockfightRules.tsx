import type { TableSession } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { limitsOfArea } from '../areas';
import { formatOdds } from './cockfight-fight';

/**
 * The rules of a cockfight arena: the operator runs and declares each fight (no random draw),
 * how the arena prices bets (fixed odds or pools with their commission), the draw rule, what a
 * cancelled fight does, the payout cap closing a side, and the stake limits.
 */

/** An arena's Draw when its state does not say: 9.00 (8 to 1). */
const drawOddsFallback = 9000;
/** What decimal odds win to 1: 9.00 → "8", 2.50 → "1.50". */
const profitOf = (odds: number) => formatOdds(odds - 1000).replace(/\.00$/, '');

export function CockfightRules({ session }: { session: TableSession }) {
  const { t } = useTranslation();
  const rule = session.snapshot.cockfight;
  const pricing = rule?.pricing ?? 'fixed';
  const draw = rule?.odds.draw ?? drawOddsFallback;
  const limits = limitsOfArea(session.limits, 'meron');
  const bdd = rule?.odds.bdd ?? null;
  const lines: [string, Record<string, string | number>][] = [
    ['sides', {}],
    pricing === 'fixed' ? ['fixed', {}] : ['pool', { percent: rule?.commissionPercent ?? 0 }],
    pricing === 'fixed' ? ['oddsMove', {}] : ['poolEstimate', {}],
    ['draw', { odds: formatOdds(draw), profit: profitOf(draw) }],
  ];
  if (bdd !== null) lines.push(['bdd', { odds: formatOdds(bdd), profit: profitOf(bdd) }]);
  lines.push(['cancel', {}], ['cap', {}], ['oneSide', {}]);
  return (
    <div className="tbl-rules" data-testid="cockfight-rules">
      <p className="tbl-rules__auto">{t('tables.cockfight.rules.operator')}</p>
      <h3>{t('tables.cockfight.rules.fightTitle')}</h3>
      <p>{t('tables.cockfight.rules.fight')}</p>
      <h3>{t('tables.rules.gameTitle')}</h3>
      <ul className="tbl-rules__list">
        {lines.map(([line, values]) => (
          <li key={line}>{t(`tables.cockfight.rules.lines.${line}`, values)}</li>
        ))}
      </ul>
      <h3>{t('tables.rules.limitsTitle')}</h3>
      <ul className="tbl-rules__list">
        <li>
          {t('tables.cockfight.rules.limits', {
            min: formatAmount(limits.min),
            max: formatAmount(limits.max),
          })}
        </li>
        <li>
          {t('tables.cockfight.rules.fightPayout', {
            amount: formatAmount(session.limits.roundPayout),
          })}
        </li>
      </ul>
    </div>
  );
}
