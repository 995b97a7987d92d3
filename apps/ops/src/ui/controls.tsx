import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A button that shows it is working and cannot be pressed again meanwhile. */
export function BusyButton({
  isBusy,
  isDanger = false,
  isGhost = false,
  children,
  disabled,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  isBusy: boolean;
  isDanger?: boolean;
  isGhost?: boolean;
  children: ReactNode;
}) {
  const variant = isDanger ? ' ops-button--danger' : isGhost ? ' ops-button--ghost' : '';
  return (
    <button
      {...rest}
      type={type}
      className={`ops-button${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || isBusy}
      aria-busy={isBusy}
    >
      {children}
    </button>
  );
}

/** A dialog's cancel button, held while its call is in flight. */
export function CancelButton({ isBusy, onClick }: { isBusy: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="ops-button ops-button--ghost"
      onClick={onClick}
      disabled={isBusy}
    >
      {t('common.cancel')}
    </button>
  );
}

/** An error line that screen readers announce; nothing when there is no error. */
export function ErrorNote({ text, testId }: { text: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <p className="ops-error" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}

/** Rows of a loading table or list, so the desk never shows a blank area. */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="ops-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
}

/** A small label/value pair for cards and detail panels. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ops-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
