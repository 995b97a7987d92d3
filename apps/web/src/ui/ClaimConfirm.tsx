import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './claim-confirm.css';

/** Brings a box into view when it appears or its content changes (below the fixed bars). */
export function useShownInView<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [key]);
  return ref;
}

/**
 * The confirm step of a claim inside its card (a VIP bonus, a reward, a mission): what it pays
 * and what it asks, said before it is done, then Cancel or Confirm. Placed in its card's grid
 * area `confirm`; `testId` names the box, `${testId}-button` the Confirm button.
 */
export function ClaimConfirm({
  title,
  text,
  confirmLabel,
  busyLabel,
  isBusy,
  testId,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  testId: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useShownInView<HTMLDivElement>(title);
  return (
    <div ref={ref} className="claim-confirm" data-testid={testId}>
      <p className="claim-confirm__title">{title}</p>
      <p className="claim-confirm__text">{text}</p>
      <div className="claim-confirm__actions">
        <button type="button" className="button" onClick={onCancel} disabled={isBusy}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button--accent"
          onClick={onConfirm}
          disabled={isBusy}
          data-testid={`${testId}-button`}
        >
          {isBusy ? busyLabel : confirmLabel}
        </button>
      </div>
    </div>
  );
}
