import type { QueuedWithdrawal, ResolveWithdrawal } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, CancelButton, ErrorNote } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { formatAmount } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';

const noteLengthMin = 3;
const noteLengthMax = 300;

/** Closes a dispute: refund the missing amount to the wallet, or confirm it was paid. */
export function ResolveDialog({
  withdrawal,
  onSubmit,
  onClose,
}: {
  withdrawal: QueuedWithdrawal;
  /** Sends the decision; resolves to an error text to show, or null when done. */
  onSubmit: (input: ResolveWithdrawal) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [resolution, setResolution] = useState<ResolveWithdrawal['resolution'] | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const missing = formatAmount(
    withdrawal.remainingAmount ?? withdrawal.amount,
    withdrawal.currency,
  );
  return (
    <Dialog
      title={t('withdrawals.resolveTitle', { username: withdrawal.username })}
      onClose={onClose}
      isLocked={isBusy}
      testId="resolve-dialog"
    >
      <form
        className="ops-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!resolution) {
            setError(t('withdrawals.resolutionRequired'));
            return;
          }
          if (note.trim().length < noteLengthMin) {
            setError(t('common.tooShort', { count: noteLengthMin }));
            return;
          }
          void run(async () => {
            const failure = await onSubmit({ resolution, note: note.trim() });
            if (failure === null) onClose();
            else setError(failure);
          });
        }}
      >
        <fieldset className="ops-choices">
          <legend>{t('withdrawals.resolution')}</legend>
          <label>
            <input
              type="radio"
              name="resolution"
              checked={resolution === 'refunded'}
              onChange={() => setResolution('refunded')}
            />
            <span>{t('withdrawals.refund', { amount: missing })}</span>
          </label>
          <label>
            <input
              type="radio"
              name="resolution"
              checked={resolution === 'paid_confirmed'}
              onChange={() => setResolution('paid_confirmed')}
            />
            <span>{t('withdrawals.paidConfirmed')}</span>
          </label>
        </fieldset>
        <label>
          {t('withdrawals.resolutionNote')}
          <textarea
            rows={3}
            maxLength={noteLengthMax}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <ErrorNote text={error} />
        <div className="ops-form__buttons">
          <CancelButton isBusy={isBusy} onClick={onClose} />
          <BusyButton type="submit" isBusy={isBusy}>
            {t('withdrawals.confirmResolve')}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
