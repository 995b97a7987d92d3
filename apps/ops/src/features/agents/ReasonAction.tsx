import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';

/** The bounds of a reason the server keeps (the contracts'). */
const reasonLengthMin = 3;
const reasonLengthMax = 300;

/**
 * An action that asks for its reason first: a button opens a short form beside it, which
 * sends the reason and closes once done (its error stays with it).
 */
export function ReasonAction({
  label,
  isDanger = false,
  onConfirm,
  testId,
}: {
  label: string;
  isDanger?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!isOpen) {
    return (
      <button
        type="button"
        className="ops-button ops-button--ghost"
        data-testid={testId}
        onClick={() => setIsOpen(true)}
      >
        {label}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setError(null);
      try {
        await onConfirm(reason.trim());
        setIsOpen(false);
        setReason('');
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  };
  return (
    <form className="ops-form ops-form--narrow" noValidate onSubmit={submit}>
      <label>
        {t('contracts.reason')}
        <input
          value={reason}
          minLength={reasonLengthMin}
          maxLength={reasonLengthMax}
          data-testid={testId && `${testId}-reason`}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <ErrorNote text={error} />
      <div className="ops-form__buttons">
        <button
          type="button"
          className="ops-button ops-button--ghost"
          onClick={() => setIsOpen(false)}
        >
          {t('common.cancel')}
        </button>
        <BusyButton
          type="submit"
          isBusy={isBusy}
          isDanger={isDanger}
          data-testid={testId && `${testId}-confirm`}
        >
          {label}
        </BusyButton>
      </div>
    </form>
  );
}
