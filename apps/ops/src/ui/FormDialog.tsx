import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, CancelButton, ErrorNote } from './controls';
import { Dialog } from './Dialog';
import { errorText, markRefusedFields } from './errors';
import { useSingleFlight } from './single-flight';

/** A form in a dialog that sends its fields once and closes when the server agrees. */
export function FormDialog({
  title,
  testId,
  submitLabel,
  onSend,
  onClose,
  isWide = false,
  submitTestId,
  children,
}: {
  title: string;
  testId: string;
  submitLabel: string;
  onSend: (form: FormData) => Promise<unknown>;
  onClose: () => void;
  /** Room for two columns of fields (long texts, previews). */
  isWide?: boolean;
  /** The send button's test id, when a journey presses it by name. */
  submitTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setError(null);
    void run(async () => {
      try {
        await onSend(form);
        onClose();
      } catch (failure) {
        // The refused fields are marked and named by their labels in the message.
        setError(errorText(failure, t('common.failed'), markRefusedFields(element, failure)));
      }
    });
  }
  return (
    <Dialog title={title} onClose={onClose} isLocked={isBusy} testId={testId} isWide={isWide}>
      <form className="ops-form ops-form--grid" noValidate onSubmit={submit}>
        {children}
        <ErrorNote text={error} testId={`${testId}-error`} />
        <div className="ops-form__buttons">
          <CancelButton isBusy={isBusy} onClick={onClose} />
          <BusyButton isBusy={isBusy} type="submit" data-testid={submitTestId}>
            {submitLabel}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
