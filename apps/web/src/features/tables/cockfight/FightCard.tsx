import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { fightSides, formatOdds, type FightSide, type FightStage } from './cockfight-fight';
import type { TableSnapshot } from '@khela/contracts';
import type { CockfightSide } from '@khela/games';

/**
 * The fight card: the fight's name and where it stands, and its sides as big buttons — Meron
 * red and Wala blue side by side, Draw green under them (beside BDD, violet, where offered) —
 * each with its odds and the stakes on it; a side that takes no more bets is greyed and marked
 * closed.
 */

/** Where the fight stands, in a few words. */
export function FightStatus({ stage }: { stage: FightStage }) {
  const { t } = useTranslation();
  let text: string;
  switch (stage.kind) {
    case 'none':
      text = t('tables.cockfight.status.none');
      break;
    case 'betting':
      text = t('tables.cockfight.status.betting');
      break;
    case 'fighting':
      text = t('tables.cockfight.status.fighting');
      break;
    case 'declared':
      text = t(`tables.cockfight.status.won.${stage.winner}`);
      break;
    case 'cancelled':
      text = t('tables.cockfight.status.cancelled');
      break;
  }
  const isNext = stage.kind === 'none' || ('isOver' in stage && stage.isOver);
  return (
    <p
      className={`cf-status cf-status--${stage.kind} ${
        stage.kind === 'declared' ? `cf-status--${stage.winner}` : ''
      }`}
      data-testid="cockfight-status"
      data-stage={stage.kind}
      aria-live="polite"
    >
      <strong>{text}</strong>
      {isNext && stage.kind !== 'none' && <span>{t('tables.cockfight.status.next')}</span>}
    </p>
  );
}

/** One side's button: its name, odds and stakes; chosen, closed or the winner. */
function SideButton({
  item,
  isChosen,
  isWinner,
  isBetting,
  onPick,
}: {
  item: FightSide;
  isChosen: boolean;
  isWinner: boolean;
  isBetting: boolean;
  onPick: (side: CockfightSide) => void;
}) {
  const { t } = useTranslation();
  const name = t(`tables.area.${item.side}`);
  const odds = item.odds === null ? t('tables.cockfight.noOdds') : formatOdds(item.odds);
  const isDisabled = !isBetting || item.isClosed;
  return (
    <button
      type="button"
      className={[
        'cf-side',
        `cf-side--${item.side}`,
        isChosen ? 'cf-side--chosen' : '',
        item.isClosed ? 'cf-side--closed' : '',
        isWinner ? 'cf-side--winner' : '',
      ].join(' ')}
      aria-pressed={isChosen}
      aria-disabled={isDisabled}
      aria-label={t('tables.cockfight.sideLabel', {
        name,
        odds,
        pool: formatAmount(item.pool),
      })}
      onClick={() => !isDisabled && onPick(item.side)}
      data-testid={`cockfight-side-${item.side}`}
      data-odds={item.odds ?? ''}
    >
      <span className="cf-side__name">{name}</span>
      <span className="cf-side__odds tabular">
        {item.isEstimate && item.odds !== null ? `≈${odds}` : odds}
      </span>
      <span className="cf-side__pool tabular">
        {t('tables.cockfight.pool', { amount: formatAmount(item.pool) })}
      </span>
      {item.isClosed && <span className="cf-side__mark">{t('tables.cockfight.closed')}</span>}
      {isWinner && (
        <span className="cf-side__mark cf-side__mark--win">{t('tables.cockfight.winner')}</span>
      )}
    </button>
  );
}

export function FightCard({
  rule,
  stage,
  pick,
  onPick,
}: {
  rule: TableSnapshot['cockfight'];
  stage: FightStage;
  pick: CockfightSide | null;
  onPick: (side: CockfightSide) => void;
}) {
  const { t } = useTranslation();
  const isBetting = stage.kind === 'betting';
  const sides = fightSides(rule);
  const hasBdd = sides.some((item) => item.side === 'bdd');
  return (
    <section
      className={`cf-card ${isBetting ? '' : 'cf-card--shut'}`}
      aria-label={t('tables.cockfight.sides')}
    >
      <div className={`cf-sides ${hasBdd ? 'cf-sides--bdd' : ''}`} role="group">
        {sides.map((item) => (
          <SideButton
            key={item.side}
            item={item}
            isChosen={isBetting && pick === item.side}
            isWinner={stage.kind === 'declared' && stage.winner === item.side}
            isBetting={isBetting}
            onPick={onPick}
          />
        ))}
      </div>
      {rule?.pricing === 'pool' && (
        <p className="cf-card__note">
          {t('tables.cockfight.poolNote', { percent: rule.commissionPercent })}
        </p>
      )}
    </section>
  );
}
