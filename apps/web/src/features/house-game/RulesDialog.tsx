import type { SlotGame } from '@khela/games';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Modal } from '../../ui/Modal';
import { minorToWire } from './house.api';
import { SlotSymbol } from './SlotSymbol';

/** '3:10,4:15' (scatters:spins) as the player reads it. */
function awardsText(awards: string): string {
  return awards
    .split(',')
    .map((pair) => pair.replace(':', ' → '))
    .join(', ');
}

/** The rules, paytable, RTP and max win, shown before the first spin and on request. */
export function RulesDialog({
  game,
  currency,
  onClose,
}: {
  game: SlotGame;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { rules } = game;
  const symbolName = (symbol: string) => t(`slots.symbols.${symbol}`, { defaultValue: symbol });
  return (
    <Modal
      isOpen
      title={t(game.nameKey)}
      onClose={onClose}
      testId="house-rules"
      isCompact
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('houseGame.play')}
        </button>
      }
    >
      <div className="slot-rules">
        <p className="slot-rules__facts">
          <span data-testid="house-rtp">
            {t('houseGame.rtp', { percent: (rules.declaredRtp * 100).toFixed(2) })}
          </span>
          <span>{t('houseGame.maxWin', { count: rules.maxWinTotalBets })}</span>
          <span>
            {rules.lines
              ? t('houseGame.lines', { count: rules.lines })
              : t('houseGame.ways', { count: rules.ways ?? 0 })}
          </span>
          <span>
            {t('houseGame.betRange', {
              min: formatAmount(minorToWire(rules.betLevelsMinor[0] ?? 0, currency)),
              max: formatAmount(minorToWire(rules.betLevelsMinor.at(-1) ?? 0, currency)),
            })}
          </span>
        </p>
        <h3>{t('houseGame.paytable')}</h3>
        <p className="slot-rules__note">
          {rules.lines
            ? t('houseGame.coinsPerLine', { coins: rules.coinsPerBet })
            : t('houseGame.coinsPerWay', { coins: rules.coinsPerBet })}
        </p>
        <ul className="slot-rules__table">
          {rules.paytable.map((row) => (
            <li key={`${row.pays}-${row.basis}`} className="slot-rules__row">
              <span className="slot-rules__symbols">
                {row.symbols.slice(0, 3).map((symbol) => (
                  <SlotSymbol key={symbol} symbol={symbol} />
                ))}
              </span>
              <span className="slot-rules__name">{symbolName(row.pays)}</span>
              <span className="slot-rules__pays tabular">
                {row.wins.map((win) => (
                  <span key={win.count}>
                    {win.count}×{' '}
                    {row.basis === 'total-bets'
                      ? t('houseGame.totalBets', { count: win.amount })
                      : win.amount}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
        <h3>{t('houseGame.rules')}</h3>
        <ul className="slot-rules__list">
          {rules.rules.map((rule) => {
            const values: Record<string, string | number> = { ...rule.values };
            if (typeof values.symbol === 'string') values.symbol = symbolName(values.symbol);
            if (typeof values.awards === 'string') values.awards = awardsText(values.awards);
            return <li key={rule.key}>{t(rule.key, values)}</li>;
          })}
        </ul>
      </div>
    </Modal>
  );
}
