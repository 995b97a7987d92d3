import type { RebateLine } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { useMediaQuery } from '../../ui/media-query';
import { percentText } from '../vip/vip.rules';

/** From this width (the member centre beside its menu) the lines are one table. */
const tableQuery = '(min-width: 900px)';

/** A line's game type and rate as the page writes them: "Slots", "0.8%". */
function useLineTexts() {
  const { t } = useTranslation();
  return {
    typeOf: (line: RebateLine) => t(`bettingRecord.gameType.${line.gameType}`),
    rateOf: (line: RebateLine) => t('rebate.lines.percent', { percent: percentText(line.rate) }),
  };
}

/** The lines as one table, a row per game type (wide screens). */
function LineRows({ lines }: { lines: readonly RebateLine[] }) {
  const { t } = useTranslation();
  const texts = useLineTexts();
  return (
    <table className="rebate-table">
      <caption className="visually-hidden">{t('rebate.lines.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rebate.lines.gameType')}</th>
          <th scope="col" className="rebate-table__figure">
            {t('rebate.lines.validBet')}
          </th>
          <th scope="col" className="rebate-table__figure">
            {t('rebate.lines.rate')}
          </th>
          <th scope="col" className="rebate-table__figure">
            {t('rebate.lines.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.gameType} data-testid="rebate-line" data-game-type={line.gameType}>
            <th scope="row">{texts.typeOf(line)}</th>
            <td className="rebate-table__figure">{formatAmount(line.validBet)}</td>
            <td className="rebate-table__figure">{texts.rateOf(line)}</td>
            <td className="rebate-table__figure rebate-table__amount">
              {formatAmount(line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The lines as cards: the game type and its rebate, then the bets and the rate (phones). */
function LineCards({ lines }: { lines: readonly RebateLine[] }) {
  const { t } = useTranslation();
  const texts = useLineTexts();
  return (
    <ul className="rebate-cards">
      {lines.map((line) => (
        <li
          key={line.gameType}
          className="rebate-card"
          data-testid="rebate-line"
          data-game-type={line.gameType}
        >
          <div className="rebate-card__head">
            <strong>{texts.typeOf(line)}</strong>
            <span className="rebate-card__amount">{formatAmount(line.amount)}</span>
          </div>
          <dl className="rebate-card__facts">
            <div>
              <dt>{t('rebate.lines.validBet')}</dt>
              <dd>{formatAmount(line.validBet)}</dd>
            </div>
            <div>
              <dt>{t('rebate.lines.rate')}</dt>
              <dd>{texts.rateOf(line)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * A rebate's lines per game type: the valid bets, the level's rate and what they pay. A table
 * beside the centre's menu; a card per game type on a phone, or wherever `isCompact` asks.
 */
export function RebateLines({
  lines,
  isCompact = false,
}: {
  lines: readonly RebateLine[];
  isCompact?: boolean;
}) {
  const isWide = useMediaQuery(tableQuery);
  return isWide && !isCompact ? <LineRows lines={lines} /> : <LineCards lines={lines} />;
}
