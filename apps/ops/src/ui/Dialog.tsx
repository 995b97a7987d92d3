import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, CancelButton, ErrorNote } from './controls';
import { errorText } from './errors';
import { useSingleFlight } from './single-flight';

/**
 * A modal on the native <dialog>: focus stays inside, Escape or a click on the backdrop
 * closes it (unless a call is in flight, or something was typed in it: then only its close
 * and cancel buttons do, so a slip of the key or the mouse loses no work), and it opens as
 * soon as it is rendered.
 */
export function Dialog({
  title,
  onClose,
  children,
  isLocked = false,
  isWide = false,
  testId,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** While a call runs the dialog stays open, so its answer has somewhere to show. */
  isLocked?: boolean;
  isWide?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const isEdited = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={isWide ? 'ops-dialog ops-dialog--wide' : 'ops-dialog'}
      data-testid={testId}
      onInput={() => {
        isEdited.current = true;
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (!isLocked && !isEdited.current) onClose();
      }}
      onClick={(event) => {
        if (!isLocked && !isEdited.current && event.target === dialogRef.current) onClose();
      }}
    >
      <div className="ops-dialog__panel">
        <header className="ops-dialog__header">
          <h2>{title}</h2>
          <button
            type="button"
            className="ops-icon-button"
            onClick={onClose}
            disabled={isLocked}
            aria-label={t('common.close')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}

/** A dialog that asks for one line of text (a reason, a payout reference) and sends it. */
export function PromptDialog({
  title,
  summary,
  label,
  submitLabel,
  minLength = 1,
  maxLength,
  isDanger = false,
  field = 'lines',
  onSubmit,
  onClose,
  testId,
  fieldTestId,
  submitTestId,
}: {
  title: string;
  /** What will happen, shown above the field. */
  summary?: ReactNode;
  label: string;
  submitLabel: string;
  minLength?: number;
  maxLength: number;
  isDanger?: boolean;
  /** Free text over a few lines, one line (a reference), or one masked line (a password). */
  field?: 'lines' | 'line' | 'password';
  /** Sends the text; resolves to an error text to show, or null when done. */
  onSubmit: (text: string) => Promise<string | null>;
  onClose: () => void;
  testId?: string;
  /** The text field's and the send button's test ids, when a journey fills and presses them. */
  fieldTestId?: string;
  submitTestId?: string;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  return (
    <Dialog title={title} onClose={onClose} isLocked={isBusy} testId={testId}>
      <form
        className="ops-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const raw = inputRef.current?.value ?? '';
          const text = field === 'password' ? raw : raw.trim();
          if (text.length < minLength) {
            setError(t('common.tooShort', { count: minLength }));
            return;
          }
          void run(async () => {
            const failure = await onSubmit(text);
            if (failure === null) onClose();
            else setError(failure);
          });
        }}
      >
        {summary}
        <label>
          {label}
          {field === 'lines' ? (
            <textarea
              ref={inputRef}
              rows={3}
              maxLength={maxLength}
              required
              autoFocus
              data-testid={fieldTestId}
            />
          ) : (
            <input
              ref={inputRef}
              type={field === 'password' ? 'password' : 'text'}
              autoComplete={field === 'password' ? 'new-password' : 'off'}
              maxLength={maxLength}
              required
              autoFocus
              data-testid={fieldTestId}
            />
          )}
        </label>
        <ErrorNote text={error} />
        <div className="ops-form__buttons">
          <CancelButton isBusy={isBusy} onClick={onClose} />
          <BusyButton isBusy={isBusy} isDanger={isDanger} type="submit" data-testid={submitTestId}>
            {submitLabel}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

/** A dialog that asks before an action, runs it once and closes when the server agrees. */
export function ConfirmDialog({
  title,
  summary,
  confirmLabel,
  isDanger = false,
  onConfirm,
  onClose,
  testId,
}: {
  title: string;
  /** What will happen. */
  summary: ReactNode;
  confirmLabel: string;
  isDanger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog title={title} onClose={onClose} isLocked={isBusy} testId={testId}>
      <div className="ops-form">
        {summary}
        <ErrorNote text={error} />
        <div className="ops-form__buttons">
          <CancelButton isBusy={isBusy} onClick={onClose} />
          <BusyButton
            isBusy={isBusy}
            isDanger={isDanger}
            onClick={() => {
              setError(null);
              void run(async () => {
                try {
                  await onConfirm();
                  onClose();
                } catch (failure) {
                  setError(errorText(failure, t('common.failed')));
                }
              });
            }}
          >
            {confirmLabel}
          </BusyButton>
        </div>
      </div>
    </Dialog>
  );
}
