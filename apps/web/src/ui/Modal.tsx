import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './modal.css';

/**
 * A modal on the native <dialog>: focus stays inside, Escape closes it, the page behind
 * does not scroll. A click on the backdrop closes it unless isDismissable is false.
 */
export function Modal({
  isOpen,
  title,
  onClose,
  children,
  footer,
  isDismissable = true,
  width = 600,
  isCompact = false,
  testId,
}: {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  isDismissable?: boolean;
  width?: number;
  /** Narrow side padding, for content that needs the whole width of a phone. */
  isCompact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      document.body.style.overflow = 'hidden';
    }
    if (!isOpen && dialog.open) dialog.close();
    return () => {
      document.body.style.overflow = '';
    };
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      className={isCompact ? 'modal modal--compact' : 'modal'}
      style={{ maxWidth: `min(${width}px, calc(100vw - 24px))` }}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (isDismissable) onClose();
      }}
      onClick={(event) => {
        if (isDismissable && event.target === dialogRef.current) onClose();
      }}
    >
      {isOpen && (
        <div className="modal__panel">
          <header className="modal__header">
            <h2 className="modal__title" id={titleId}>
              {title}
            </h2>
            {isDismissable && (
              <button
                type="button"
                className="modal__close"
                onClick={onClose}
                aria-label={t('common.close')}
              >
                <Icon name="close" />
              </button>
            )}
          </header>
          <div className="modal__body">{children}</div>
          {footer && <footer className="modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
