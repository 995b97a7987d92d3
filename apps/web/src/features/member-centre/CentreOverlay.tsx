import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/Icon';
import './member-centre.css';

/** A page of a centre's menu. */
export interface CentreItem {
  key: string;
  label: string;
  icon: IconName;
  /** Beside the label (an unread count). */
  badge?: ReactNode;
}

/**
 * The frame of the member and agent centres (spec §2 overlays): a dialog over the site with the
 * centre's menu (sideways on a phone, the open page brought into view) and the open page. It
 * closes on its button, the backdrop or Escape, and the page behind does not scroll meanwhile.
 */
export function CentreOverlay({
  title,
  testId,
  items,
  currentKey,
  onOpen,
  onClose,
  menuEnd,
  children,
}: {
  title: string;
  testId: string;
  items: CentreItem[];
  currentKey: string | undefined;
  onOpen: (key: string) => void;
  onClose: () => void;
  /** Under the menu (the member centre's sign-out). */
  menuEnd?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `${testId}-title`;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [onClose]);
  const menuRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    menuRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [currentKey]);
  return (
    <div
      className="member-centre"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <button
        type="button"
        className="member-centre__backdrop"
        aria-label={t('common.close')}
        onClick={onClose}
      />
      <div className="member-centre__panel">
        <nav className="member-centre__menu" aria-label={title}>
          <div className="member-centre__head">
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className="header__icon-button"
              onClick={onClose}
              aria-label={t('common.close')}
            >
              <Icon name="close" />
            </button>
          </div>
          <ul ref={menuRef}>
            {items.map((item) => (
              <li key={item.key}>
                <button
                  type="button"
                  className="member-centre__item"
                  aria-current={item.key === currentKey ? 'page' : undefined}
                  onClick={() => onOpen(item.key)}
                >
                  <Icon name={item.icon} size={18} />
                  {item.label}
                  {item.badge}
                </button>
              </li>
            ))}
          </ul>
          {menuEnd}
        </nav>
        <section className="member-centre__content">{children}</section>
      </div>
    </div>
  );
}
