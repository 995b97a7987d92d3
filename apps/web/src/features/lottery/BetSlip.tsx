import type { LotteryBetRequest, LotteryItem, LotteryOffer, LotteryTicket } from '@khela/contracts';
import type { PlayType } from '@khela/games';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { realAccountNeededEvent } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { formatAmount } from '../../ui/format';
import { showToast } from '../../ui/toast';
import { useAuthModals } from '../account/AuthModals';
import { useSiteConfig } from '../system/system.api';
import { checkAmount, toWireAmount } from '../wallet/amount';
import { useAmountProblemText } from '../wallet/money-action';
import { BetConfirm } from './BetConfirm';
import { newRequestId } from './bet-request';
import type { DrawPhase } from './draw-clock';
import { useLotteryTexts } from './lottery-texts';
import {
  emptyDraft,
  isPlayType,
  oddsOf,
  possibleWin,
  selectionOf,
  stakeChoices,
  type SelectionDraft,
} from './selection';
import { SelectionPicker } from './SelectionPicker';
import './bet-slip.css';

/** The play types of a game that the site knows how to pick for. */
function playableOffers(game: LotteryItem) {
  return game.offers.filter((offer): offer is LotteryOffer & { playType: PlayType } =>
    isPlayType(offer.playType),
  );
}

/**
 * The bet slip: play type, the selection on its picker, the stake within the offer's limits,
 * the odds and what it may win — then a confirmation before any money moves. Visitors are
 * asked to log in, trial accounts get the real-account warning.
 */
export function BetSlip({
  game,
  numero,
  phase,
  initialPlayType,
  onPlaced,
}: {
  game: LotteryItem;
  numero: string | null;
  phase: DrawPhase | null;
  initialPlayType: string | null;
  onPlaced: (ticket: LotteryTicket) => void;
}) {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const { isLoggedIn, isTrial } = useSession();
  const { openLogin } = useAuthModals();
  const { playTypeName, selectionText } = useLotteryTexts();
  const problemText = useAmountProblemText();
  const depositPath = useDepositPath();
  const id = useId();
  const offers = playableOffers(game);
  const [playType, setPlayType] = useState<PlayType | null>(
    () =>
      offers.find((offer) => offer.playType === initialPlayType)?.playType ??
      offers[0]?.playType ??
      null,
  );
  const [draft, setDraft] = useState<SelectionDraft | null>(() =>
    playType ? emptyDraft(playType) : null,
  );
  const [stake, setStake] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [confirming, setConfirming] = useState<LotteryBetRequest | null>(null);
  const offer = offers.find((item) => item.playType === playType);
  if (!playType || !offer || !draft) {
    return <p className="bet-slip__notice">{t('lottery.bet.noPlays')}</p>;
  }
  const currency = info.currency;
  const selection = selectionOf(playType, draft);
  const odds = oddsOf(offer, selection);
  const stakeProblem = checkAmount(stake, currency, { min: offer.minStake, max: offer.maxStake });
  const win =
    odds !== null && selection !== undefined && stakeProblem === null
      ? possibleWin(stake, odds, playType, game.sheetFormat, currency)
      : null;
  const isOpen = phase === 'open' && numero !== null && game.status === 'active';

  function choosePlayType(next: PlayType) {
    setPlayType(next);
    setDraft(emptyDraft(next));
  }

  function placeBet() {
    if (!isLoggedIn) return openLogin();
    // A trial account cannot bet: the same warning the server's refusal brings.
    if (isTrial) return void window.dispatchEvent(new Event(realAccountNeededEvent));
    setIsChecked(true);
    const wireStake = toWireAmount(stake, currency);
    if (!isOpen || !numero || selection === undefined || stakeProblem || !wireStake || !playType) {
      return;
    }
    setConfirming({
      gameId: game.gameId,
      numero,
      playType,
      selection,
      stake: wireStake,
      requestId: newRequestId(),
    });
  }

  return (
    <section className="bet-slip" aria-labelledby={`${id}-title`} data-testid="lottery-bet-slip">
      <h2 id={`${id}-title`} className="lottery-panel__title">
        {t('lottery.bet.title')}
      </h2>
      <div className="bet-slip__columns">
        <div className="bet-slip__picking">
          <div className="play-types" role="radiogroup" aria-label={t('lottery.bet.playType')}>
            {offers.map((item) => (
              <button
                key={item.playType}
                type="button"
                role="radio"
                aria-checked={item.playType === playType}
                className="chip play-types__type"
                onClick={() => choosePlayType(item.playType)}
                data-testid={`lottery-play-${item.playType}`}
              >
                {playTypeName(item.playType)}
              </button>
            ))}
          </div>
          <p className="bet-slip__help">{t(`lottery.play.${playType}.help`)}</p>
          <SelectionPicker playType={playType} offer={offer} draft={draft} onChange={setDraft} />
          <p className="bet-slip__pick" aria-live="polite">
            {t('lottery.bet.yourPick')}{' '}
            <strong className="tabular" data-testid="lottery-pick">
              {selection === undefined
                ? t('lottery.bet.noPick')
                : selectionText(playType, selection)}
            </strong>
          </p>
          {isChecked && selection === undefined && (
            <p className="lottery-error" role="alert">
              {t('lottery.bet.pickFirst')}
            </p>
          )}
        </div>
        <div className="bet-slip__staking">
          <div className="stake-field">
            <label className="stake-field__label" htmlFor={`${id}-stake`}>
              {t('lottery.bet.stake')}
            </label>
            <input
              id={`${id}-stake`}
              className="stake-field__input tabular"
              inputMode="decimal"
              autoComplete="off"
              value={stake}
              placeholder={formatAmount(offer.minStake)}
              onChange={(event) => setStake(event.target.value)}
              aria-invalid={isChecked && stakeProblem !== null}
              aria-describedby={`${id}-limits`}
              data-testid="lottery-stake"
            />
            <div className="stake-field__quick">
              {stakeChoices(offer.minStake, offer.maxStake, currency).map((choice) => (
                <button
                  key={choice}
                  type="button"
                  className="chip"
                  aria-pressed={toWireAmount(stake, currency) === choice}
                  onClick={() => setStake(choice)}
                >
                  {formatAmount(choice)}
                </button>
              ))}
            </div>
            <p id={`${id}-limits`} className="stake-field__limits">
              {t('lottery.bet.limits', {
                min: formatAmount(offer.minStake),
                max: formatAmount(offer.maxStake),
                period: formatAmount(offer.periodStake),
              })}
            </p>
            {isChecked && stakeProblem && (
              <p className="lottery-error" role="alert" data-testid="lottery-stake-error">
                {stake.trim() === '' ? t('lottery.bet.stakeRequired') : problemText(stakeProblem)}
              </p>
            )}
          </div>
          <dl className="bet-slip__summary">
            <div>
              <dt>{t('lottery.bet.odds')}</dt>
              <dd className="tabular" data-testid="lottery-odds">
                {odds === null ? '—' : t('lottery.bet.oddsValue', { odds })}
              </dd>
            </div>
            <div>
              <dt>{t('lottery.bet.possibleWin')}</dt>
              <dd className="tabular" data-testid="lottery-possible-win">
                {win === null
                  ? '—'
                  : win.hitsMax > 1
                    ? t('lottery.bet.winPerHit', {
                        amount: formatAmount(win.perHit),
                        most: formatAmount(win.most),
                        hits: win.hitsMax,
                      })
                    : formatAmount(win.most)}
              </dd>
            </div>
          </dl>
          {!isOpen && (
            <p className="bet-slip__notice" role="status">
              {game.status === 'maintenance'
                ? t('lottery.maintenance')
                : phase === null
                  ? t('lottery.noPeriod')
                  : t('lottery.bet.closed')}
            </p>
          )}
          <button
            type="button"
            className="button button--accent bet-slip__submit"
            disabled={isLoggedIn && !isOpen}
            onClick={placeBet}
            data-testid="lottery-place-bet"
          >
            {isLoggedIn ? t('lottery.bet.place') : t('lottery.bet.loginToBet')}
          </button>
        </div>
      </div>
      <BetConfirm
        request={confirming}
        game={game}
        odds={odds}
        win={win}
        openNumero={isOpen ? numero : null}
        onClose={() => setConfirming(null)}
        onNextDraw={(nextNumero) =>
          setConfirming(
            (current) => current && { ...current, numero: nextNumero, requestId: newRequestId() },
          )
        }
        onPlaced={(ticket) => {
          setConfirming(null);
          setDraft(emptyDraft(playType));
          setIsChecked(false);
          showToast(t('lottery.bet.placed', { numero: ticket.numero }), 'success');
          onPlaced(ticket);
        }}
        depositPath={depositPath}
      />
    </section>
  );
}

/** The member centre's deposit page over the current screen (it opens with ?mc=depositv2). */
function useDepositPath(): string {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.set('mc', 'depositv2');
  return `${pathname}?${query.toString()}`;
}
