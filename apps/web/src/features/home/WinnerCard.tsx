import type { RankEntry } from '@khela/contracts';
import { currencyOf, type CurrencyCode } from '@khela/money';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';

/** One winner: avatar, masked name, amount, game and day (YYYY.MM.DD, spec §9). */
export function WinnerCard({ entry, currency }: { entry: RankEntry; currency: string }) {
  const { t } = useTranslation();
  const { vo } = entry;
  const symbol = currencyOf(currency as CurrencyCode).symbol;
  return (
    <article
      className={`winner-card${vo.isJackpot ? ' winner-card--jackpot' : ''}`}
      data-testid="winner-card"
    >
      <img className="winner-card__avatar" src={vo.iconUrl} alt="" width={44} height={44} />
      <div className="winner-card__text">
        <p className="winner-card__name">
          <span className="winner-card__who">{vo.customerName}</span>
          {vo.isJackpot && <span className="winner-card__badge">{t('home.jackpotBadge')}</span>}
          <time className="winner-card__date tabular">{vo.date}</time>
        </p>
        <p className="winner-card__amount tabular">
          {symbol}
          {formatAmount(vo.winAmount)}
        </p>
        <p className="winner-card__game">{vo.gameName}</p>
      </div>
    </article>
  );
}
