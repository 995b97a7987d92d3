import type { DeskLotteryCancel, DeskLotteryGame, DeskLotteryPeriod } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, PromptDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { formatAmount } from '../../ui/format';
import { text } from '../../ui/form-values';
import type { LotteryChanges } from './lottery.api';
import { FormDialog } from '../../ui/FormDialog';

type Offer = DeskLotteryGame['offers'][number];

/**
 * The sum bet's share of stakes returned, read back from its odds: sum 0 is one way in
 * 100 000, so its odds are that share × 1 000 (95 % → ×95 000).
 */
export function sumReturnPercent(offer: Offer): string | null {
  const first = offer.oddsByValue?.[0];
  if (first === undefined) return null;
  return String(Math.round(Number(first) / 100) / 10);
}

/** A play type's odds and stakes, offered anew or changed; the sum takes a return share. */
export function OfferDialog({
  game,
  offer,
  playTypeName,
  gameName,
  currency,
  changes,
  onClose,
}: {
  game: DeskLotteryGame;
  offer: Offer;
  playTypeName: string;
  gameName: string;
  currency: string | undefined;
  changes: LotteryChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isSum = offer.oddsByValue !== null || offer.playType === 'sum';
  const unit = currency ?? '';
  const stake = (amount: string) => (offer.isOffered ? amount : '');
  return (
    <FormDialog
      title={t('lottery.offerTitle', { playType: playTypeName, game: gameName })}
      testId="offer-dialog"
      submitLabel={offer.isOffered ? t('common.save') : t('lottery.offer')}
      onClose={onClose}
      onSend={(form) => {
        const stakes = {
          minStake: text(form, 'minStake'),
          maxStake: text(form, 'maxStake'),
          periodStake: text(form, 'periodStake'),
        };
        return changes.setOffer(
          game.gameId,
          offer.playType,
          isSum
            ? { ...stakes, returnPercent: text(form, 'returnPercent') }
            : { ...stakes, odds: text(form, 'odds') },
        );
      }}
    >
      <p className="ops-hint ops-wide">{t(`lottery.playTypes.${offer.playType}.hint`)}</p>
      {isSum ? (
        <label className="ops-wide">
          {t('lottery.returnPercent')}
          <input
            name="returnPercent"
            inputMode="decimal"
            required
            maxLength={5}
            defaultValue={sumReturnPercent(offer) ?? ''}
            aria-describedby="return-hint"
          />
          <small id="return-hint" className="ops-hint">
            {t('lottery.returnPercentHint')}
          </small>
        </label>
      ) : (
        <label className="ops-wide">
          {t('lottery.oddsLabel')}
          <input
            name="odds"
            inputMode="decimal"
            required
            maxLength={11}
            defaultValue={offer.odds ?? ''}
          />
        </label>
      )}
      <label>
        {t('lottery.minStakeLabel', { currency: unit })}
        <input
          name="minStake"
          inputMode="decimal"
          required
          maxLength={30}
          defaultValue={stake(offer.minStake)}
        />
      </label>
      <label>
        {t('lottery.maxStakeLabel', { currency: unit })}
        <input
          name="maxStake"
          inputMode="decimal"
          required
          maxLength={30}
          defaultValue={stake(offer.maxStake)}
        />
      </label>
      <label className="ops-wide">
        {t('lottery.periodStakeLabel', { currency: unit })}
        <input
          name="periodStake"
          inputMode="decimal"
          required
          maxLength={30}
          defaultValue={stake(offer.periodStake)}
        />
      </label>
    </FormDialog>
  );
}

/** Asks before a play type leaves a game: players can no longer bet on it. */
export function StopOfferDialog({
  game,
  offer,
  playTypeName,
  gameName,
  changes,
  onClose,
}: {
  game: DeskLotteryGame;
  offer: Offer;
  playTypeName: string;
  gameName: string;
  changes: LotteryChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('lottery.stopTitle', { playType: playTypeName })}
      summary={<p>{t('lottery.stopSummary', { playType: playTypeName, game: gameName })}</p>}
      confirmLabel={t('lottery.stop')}
      isDanger
      testId="stop-offer-dialog"
      onConfirm={() => changes.stopOffer(game.gameId, offer.playType)}
      onClose={onClose}
    />
  );
}

/**
 * Cancels a period not yet drawn, with a reason; says first what follows. Before betting
 * closes it is cancelled at once and every stake goes back; after, when the exposure is known,
 * it is only asked: another operator approves it before the draw, and the seed and the result
 * the period would have had are published with the reason.
 */
export function CancelPeriodDialog({
  period,
  currency,
  changes,
  onDone,
  onClose,
}: {
  period: DeskLotteryPeriod;
  currency: string | undefined;
  changes: LotteryChanges;
  /** The cancellation the server answered: approved (done), or pending another operator. */
  onDone: (cancel: DeskLotteryCancel) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isLocked = period.status === 'locked';
  const figures = {
    count: period.tickets,
    stakes: formatAmount(period.stakes, currency),
    exposure: formatAmount(period.exposure, currency),
  };
  return (
    <PromptDialog
      title={t('lottery.cancelTitle', { numero: period.numero })}
      summary={
        <p className="ops-notice" data-testid="cancel-period-summary">
          {isLocked
            ? t('lottery.cancelSummaryLocked', figures)
            : t('lottery.cancelSummary', figures)}
        </p>
      }
      label={t('lottery.cancelReason')}
      submitLabel={isLocked ? t('lottery.cancelAsk') : t('lottery.cancelSubmit')}
      minLength={3}
      maxLength={300}
      isDanger
      testId="cancel-period-dialog"
      onClose={onClose}
      onSubmit={async (reason) => {
        try {
          onDone(await changes.cancelPeriod(period.id, { reason }));
          return null;
        } catch (failure) {
          return errorText(failure, t('common.failed'));
        }
      }}
    />
  );
}

/**
 * Asks before a second operator decides a cancellation asked after lock: approving refunds
 * every stake and publishes the seed with the reason; rejecting lets the period draw.
 */
export function DecideCancelDialog({
  cancel,
  decision,
  gameName,
  currency,
  changes,
  onClose,
}: {
  cancel: DeskLotteryCancel;
  decision: 'approve' | 'reject';
  gameName: string;
  currency: string | undefined;
  changes: LotteryChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const values = {
    numero: cancel.numero,
    game: gameName,
    by: cancel.requestedBy,
    count: cancel.tickets,
    stakes: formatAmount(cancel.stakes, currency),
  };
  const isApproval = decision === 'approve';
  return (
    <ConfirmDialog
      title={t(isApproval ? 'lottery.cancels.approveTitle' : 'lottery.cancels.rejectTitle', values)}
      summary={
        <>
          <p className="ops-notice">
            {t(
              isApproval ? 'lottery.cancels.approveSummary' : 'lottery.cancels.rejectSummary',
              values,
            )}
          </p>
          <p>{t('lottery.cancels.reasonIs', { reason: cancel.reason })}</p>
        </>
      }
      confirmLabel={t(isApproval ? 'lottery.cancels.approve' : 'lottery.cancels.reject')}
      isDanger={isApproval}
      testId="decide-cancel-dialog"
      onConfirm={() => changes.decideCancel(cancel.id, decision)}
      onClose={onClose}
    />
  );
}
