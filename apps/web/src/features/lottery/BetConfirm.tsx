import type { LotteryBetRequest, LotteryItem, LotteryTicket } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { AppLink } from '../../ui/AppLink';
import { formatAmount } from '../../ui/format';
import { Modal } from '../../ui/Modal';
import { useBalance } from '../wallet/wallet.api';
import { useBetErrorText, useStakeFieldError } from './bet-errors';
import { usePlaceBet } from './lottery.api';
import { useLotteryTexts } from './lottery-texts';

/**
 * The confirmation before a bet takes money (DESIGN: money actions show what will happen and
 * ask first): game, draw, pick, stake, odds, possible win and the balance. A refusal stays in
 * the dialog in words that say what to do; a retry sends the same request id.
 */
export function BetConfirm({
  request,
  game,
  odds,
  win,
  openNumero,
  depositPath,
  onClose,
  onPlaced,
  onNextDraw,
}: {
  request: LotteryBetRequest | null;
  game: LotteryItem;
  odds: string | null;
  win: { perHit: string; most: string; hitsMax: number } | null;
  /** The draw open for betting now (null while none is), by the countdown. */
  openNumero: string | null;
  depositPath: string;
  onClose: () => void;
  onPlaced: (ticket: LotteryTicket) => void;
  /** The same bet, moved to the draw open now. */
  onNextDraw: (numero: string) => void;
}) {
  const { t } = useTranslation();
  const { playTypeName, selectionText } = useLotteryTexts();
  const balance = useBalance();
  const placeBet = usePlaceBet();
  const errorText = useBetErrorText();
  const stakeError = useStakeFieldError();
  // A new confirmation starts without the last one's refusal.
  const failure =
    request && placeBet.variables?.requestId === request.requestId ? placeBet.error : null;
  const failureCode = failure instanceof ApiError ? failure.code : null;
  const failureText = failure ? (stakeError(failure) ?? errorText(failure)) : null;
  // The draw may close (and the next one open) while the member reads the dialog.
  const isOpen = request !== null && request.numero === openNumero;
  const nextNumero = request !== null && openNumero !== null && !isOpen ? openNumero : null;

  function confirm() {
    if (!request || placeBet.isPending) return;
    placeBet.mutate(request, { onSuccess: (answer) => onPlaced(answer.ticket) });
  }

  const rows: [string, string][] = request
    ? [
        [t('lottery.confirm.game'), game.remark],
        [t('lottery.confirm.numero'), request.numero],
        [t('lottery.confirm.playType'), playTypeName(request.playType)],
        [t('lottery.confirm.pick'), selectionText(request.playType, request.selection)],
        [t('lottery.confirm.stake'), formatAmount(request.stake)],
        [t('lottery.confirm.odds'), odds === null ? '—' : t('lottery.bet.oddsValue', { odds })],
        [
          t('lottery.confirm.possibleWin'),
          win === null
            ? '—'
            : win.hitsMax > 1
              ? t('lottery.bet.winPerHit', {
                  amount: formatAmount(win.perHit),
                  most: formatAmount(win.most),
                  hits: win.hitsMax,
                })
              : formatAmount(win.most),
        ],
        ...(balance.data
          ? [
              [t('lottery.confirm.balance'), formatAmount(balance.data.sumBalance)] as [
                string,
                string,
              ],
            ]
          : []),
      ]
    : [];

  return (
    <Modal
      isOpen={request !== null}
      title={t('lottery.confirm.title')}
      onClose={onClose}
      isDismissable={!placeBet.isPending}
      width={440}
      onConfirm={confirm}
      isConfirmBusy={placeBet.isPending || !isOpen}
      testId="lottery-confirm"
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={placeBet.isPending}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--accent"
            onClick={confirm}
            disabled={placeBet.isPending || !isOpen}
            data-testid="lottery-confirm-bet"
          >
            {placeBet.isPending ? t('lottery.confirm.placing') : t('lottery.confirm.submit')}
          </button>
        </>
      }
    >
      <dl className="bet-confirm">
        {rows.map(([label, value]) => (
          <div key={label} className="bet-confirm__row">
            <dt>{label}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="bet-confirm__note">{t('lottery.confirm.note')}</p>
      {!isOpen && (failureText === null || failureCode === 'lottery_period_closed') && (
        <div className="lottery-error" role="alert" data-testid="lottery-confirm-closed">
          <p>{t('lottery.errors.lottery_period_closed')}</p>
          {nextNumero && (
            <button
              type="button"
              className="button button--small button--primary"
              onClick={() => onNextDraw(nextNumero)}
            >
              {t('lottery.confirm.nextDraw', { numero: nextNumero })}
            </button>
          )}
        </div>
      )}
      {failureText && !(failureCode === 'lottery_period_closed' && !isOpen) && (
        <div className="lottery-error" role="alert" data-testid="lottery-bet-error">
          <p>{failureText}</p>
          {failureCode === 'insufficient_balance' && (
            <AppLink to={depositPath} className="button button--small button--primary">
              {t('lottery.confirm.deposit')}
            </AppLink>
          )}
        </div>
      )}
    </Modal>
  );
}
