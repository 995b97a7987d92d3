import type { TableSession } from '@khela/contracts';
import { crashGrowthPerMs } from '@khela/games';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { limitsOfArea } from '../areas';
import { formatMultiplier } from './crash-round';

/**
 * The rules of a crash table: how the curve rises and busts, cashing out by hand or
 * automatically, the house edge and the most a round runs to, that the server's clock
 * decides, and how each bust can be checked (bustabit's scheme on the table's day chain).
 */

/** Multipliers the curve's timetable shows, in hundredths. */
const timetable = [150, 200, 500, 1_000, 10_000];

/** Seconds the curve takes to reach a multiplier, to tenths. */
function secondsTo(hundredths: number, growthPerMs: number): string {
  return (Math.log(hundredths / 100) / growthPerMs / 1000).toFixed(1);
}

export function CrashRules({
  session,
  bettingSeconds,
}: {
  session: TableSession;
  bettingSeconds: number;
}) {
  const { t } = useTranslation();
  const rule = session.snapshot.crash;
  const growthPerMs = rule?.growthPerMs ?? crashGrowthPerMs;
  const edge = rule?.edgePercent ?? 1;
  const max = rule?.maxMultiplier ?? 100_000;
  const limits = limitsOfArea(session.limits, 'crash');
  const lines: [string, Record<string, string | number>][] = [
    ['curve', { two: secondsTo(200, growthPerMs), ten: secondsTo(1_000, growthPerMs) }],
    ['cashout', {}],
    ['bust', {}],
    ['auto', { least: formatMultiplier(101) }],
    ['max', { multiplier: formatMultiplier(max) }],
    ['serverTime', {}],
    ['oneBet', {}],
    ['edge', { edge, rtp: Number((100 - edge).toFixed(2)) }],
  ];
  return (
    <div className="tbl-rules" data-testid="crash-rules">
      <p className="tbl-rules__auto">{t('tables.crash.rules.auto')}</p>
      <h3>{t('tables.rules.roundTitle')}</h3>
      <p>{t('tables.crash.rules.round', { seconds: bettingSeconds })}</p>
      <h3>{t('tables.rules.gameTitle')}</h3>
      <ul className="tbl-rules__list">
        {lines.map(([line, values]) => (
          <li key={line}>{t(`tables.crash.rules.lines.${line}`, values)}</li>
        ))}
      </ul>
      <h3>{t('tables.crash.rules.timetableTitle')}</h3>
      <table className="tbl-rules__table" data-testid="crash-timetable">
        <tbody>
          {timetable
            .filter((hundredths) => hundredths <= max)
            .map((hundredths) => (
              <tr key={hundredths}>
                <th scope="row" className="tabular">
                  {formatMultiplier(hundredths)}
                </th>
                <td className="tabular">
                  {t('tables.crash.rules.after', { seconds: secondsTo(hundredths, growthPerMs) })}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      <h3>{t('tables.rules.limitsTitle')}</h3>
      <ul className="tbl-rules__list">
        <li>
          {t('tables.crash.rules.limits', {
            min: formatAmount(limits.min),
            max: formatAmount(limits.max),
          })}
        </li>
        <li>
          {t('tables.rules.roundPayout', { amount: formatAmount(session.limits.roundPayout) })}
        </li>
      </ul>
      <h3>{t('tables.rules.fairTitle')}</h3>
      <p>{t('tables.crash.rules.fair')}</p>
      <p>{t('tables.crash.rules.formula', { edge })}</p>
      <p>{t('tables.crash.rules.fairCheck')}</p>
    </div>
  );
}
