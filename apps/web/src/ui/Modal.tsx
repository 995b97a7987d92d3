import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmsOnEnter, pressTargetOf } from './enter-confirm';
import { Icon } from './Icon';
import './modal.css';

/**
 * A modal on the native <dialog>: focus stays inside, Escape closes it, the page behind
 * does not scroll. A click on the backdrop closes it unless isDismissable is false. A dialog
 * that asks for a confirmation gives `onConfirm`: Enter confirms it (spec §9), once per press,
 * never from a text area, another button or a form's field (enter-confirm.ts).
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
  onConfirm,
  isConfirmBusy = false,
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
  /** What the dialog's confirm button does; Enter does the same. */
  onConfirm?: () => void;
  /** While a confirmation is on its way (or not possible), Enter does nothing. */
  isConfirmBusy?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const isConfirmable = onConfirm !== undefined;

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

  // Opening a dialog focuses its first control, the close button, where Enter would close it;
  // a dialog that confirms takes the focus on its panel instead, so Enter reaches onConfirm.
  useEffect(() => {
    const panel = panelRef.current;
    if (!isOpen || !isConfirmable || !panel) return;
    const focused = document.activeElement;
    const isDefaultFocus =
      focused === dialogRef.current ||
      !panel.contains(focused) ||
      (focused instanceof Element && focused.classList.contains('modal__close'));
    if (isDefaultFocus) panel.focus();
  }, [isOpen, isConfirmable]);

  function handleKey(event: KeyboardEvent<HTMLDialogElement>) {
    // Escape closes this dialog only (its cancel event), not a centre or drawer under it.
    if (event.key === 'Escape') event.stopPropagation();
    if (!onConfirm || isConfirmBusy) return;
    if (!confirmsOnEnter(event.nativeEvent, pressTargetOf(event.target))) return;
    event.preventDefault();
    onConfirm();
  }

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
      onKeyDown={handleKey}
    >
      {isOpen && (
        <div className="modal__panel" ref={panelRef} tabIndex={isConfirmable ? -1 : undefined}>
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
