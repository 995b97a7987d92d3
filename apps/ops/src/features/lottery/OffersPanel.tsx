import type { DeskLotteryGame } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { OfferDialog, StopOfferDialog, sumReturnPercent } from './LotteryDialogs';
import type { LotteryChanges } from './lottery.api';
import { gameName } from './lottery-text';

type Offer = DeskLotteryGame['offers'][number];

/** The odds as a multiplier; the sum's as its return share and its range over the values. */
function OddsText({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  if (!offer.isOffered) return <span className="ops-muted">{t('lottery.none')}</span>;
  if (offer.odds !== null) return <>{t('lottery.times', { odds: formatAmount(offer.odds) })}</>;
  const values = offer.oddsByValue ?? [];
  if (values.length === 0) return null;
  // Display only: the lowest and highest multipliers among the values, compared as numbers.
  const ordered = [...values].sort((left, right) => Number(left) - Number(right));
  return (
    <>
      {t('lottery.sumOdds', {
        percent: sumReturnPercent(offer),
        min: formatAmount(ordered[0] ?? '0'),
        max: formatAmount(ordered[ordered.length - 1] ?? '0'),
      })}
    </>
  );
}

/** Every play type of the game's sheet: odds, stakes, offered or not, and their changes. */
export function OffersPanel({
  game,
  currency,
  changes,
  isManager,
}: {
  game: DeskLotteryGame;
  currency: string | undefined;
  changes: LotteryChanges;
  isManager: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<Offer | null>(null);
  const [stopping, setStopping] = useState<Offer | null>(null);
  const name = gameName(game, i18n.language);
  const playTypeName = (offer: Offer) => t(`lottery.playTypes.${offer.playType}.name`);
  const money = (offer: Offer, amount: string) =>
    offer.isOffered ? formatAmount(amount, currency) : t('lottery.none');
  return (
    <div className="ld-section" data-testid="lottery-offers">
      <h3>{t('lottery.offers')}</h3>
      <p className="ops-hint">{t('lottery.offersIntro')}</p>
      <div className="ops-table-wrap">
        <table className="ops-table ops-table--stack ld-offers">
          <thead>
            <tr>
              <th>{t('lottery.playType')}</th>
              <th>{t('lottery.odds')}</th>
              <th className="ops-align-end">{t('lottery.minStake')}</th>
              <th className="ops-align-end">{t('lottery.maxStake')}</th>
              <th className="ops-align-end">{t('lottery.periodStake')}</th>
              <th>{t('lottery.state')}</th>
              {isManager && <th>{t('lottery.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {game.offers.map((offer) => (
              <tr
                key={offer.playType}
                className={offer.isOffered ? undefined : 'ld-offer--off'}
                data-testid={`offer-${offer.playType}`}
              >
                <td data-label={t('lottery.playType')}>
                  <strong>{playTypeName(offer)}</strong>
                  <br />
                  <small className="ops-muted">
                    {t(`lottery.playTypes.${offer.playType}.hint`)}
                  </small>
                </td>
                <td data-label={t('lottery.odds')} className="ops-number" data-testid="offer-odds">
                  <OddsText offer={offer} />
                </td>
                <td data-label={t('lottery.minStake')} className="ops-number ops-align-end">
                  {money(offer, offer.minStake)}
                </td>
                <td data-label={t('lottery.maxStake')} className="ops-number ops-align-end">
                  {money(offer, offer.maxStake)}
                </td>
                <td data-label={t('lottery.periodStake')} className="ops-number ops-align-end">
                  {money(offer, offer.periodStake)}
                </td>
                <td data-label={t('lottery.state')}>
                  <span className={offer.isOffered ? 'ops-badge ops-badge--ok' : 'ops-badge'}>
                    {offer.isOffered ? t('lottery.offered') : t('lottery.notOffered')}
                  </span>
                </td>
                {isManager && (
                  <td data-label={t('lottery.actions')}>
                    <div className="ops-actions">
                      <button
                        type="button"
                        className="ops-button ops-button--ghost"
                        aria-label={t(offer.isOffered ? 'lottery.editOf' : 'lottery.offerOf', {
                          playType: playTypeName(offer),
                        })}
                        onClick={() => setEditing(offer)}
                      >
                        {offer.isOffered ? t('lottery.edit') : t('lottery.offer')}
                      </button>
                      {offer.isOffered && (
                        <button
                          type="button"
                          className="ops-button ops-button--ghost"
                          aria-label={t('lottery.stopOf', { playType: playTypeName(offer) })}
                          onClick={() => setStopping(offer)}
                        >
                          {t('lottery.stop')}
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && (
        <OfferDialog
          game={game}
          offer={editing}
          playTypeName={playTypeName(editing)}
          gameName={name}
          currency={currency}
          changes={changes}
          onClose={() => setEditing(null)}
        />
      )}
      {stopping && (
        <StopOfferDialog
          game={game}
          offer={stopping}
          playTypeName={playTypeName(stopping)}
          gameName={name}
          changes={changes}
          onClose={() => setStopping(null)}
        />
      )}
    </div>
  );
}
