import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { useMemberIcon } from '../member-centre/avatar.api';
import { SignOutButton } from './SignOut';

/** The signed-in menu (spec §2 header): deposit, records, my account, sign out. */
const menuLinks = [
  { to: '?mc=depositv2', labelKey: 'header.deposit', icon: 'wallet' },
  { to: '?mc=transactionHistory', labelKey: 'header.accountRecords', icon: 'history' },
  { to: '?mc=personalHistoryCopy', labelKey: 'header.bettingRecords', icon: 'rng' },
  { to: '?mc=securityCenter', labelKey: 'header.myAccount', icon: 'shield' },
] as const;
/** Agents find their agent centre where members find their account (spec §2 header). */
const agentCentreLink = {
  to: '?ac=agentTeamOverview',
  labelKey: 'header.agentCentre',
  icon: 'upline',
} as const;

/**
 * The member's avatar and name, opening the signed-in menu. It closes on a choice, a click
 * elsewhere, Escape or a new page.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { username, isAgentAccount } = useSession();
  const links = isAgentAccount
    ? menuLinks.map((link) => (link.labelKey === 'header.myAccount' ? agentCentreLink : link))
    : menuLinks;
  const icon = useMemberIcon().data;
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // Open on the page it was opened on: any navigation closes it.
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === here;
  const setIsOpen = (open: boolean) => setOpenOn(open ? here : null);
  useEffect(() => {
    if (!isOpen) return;
    // A dialog opened from the menu (sign out asks first) is part of it.
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Element;
      if (!root.current?.contains(target) && !target.closest('[role="dialog"], dialog')) {
        setOpenOn(null);
      }
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);
  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="header__user"
        data-testid="my-account"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('header.accountMenu', { name: username })}
        onClick={() => setIsOpen(!isOpen)}
      >
        {icon ? (
          <img className="header__avatar" src={icon.iconUrl} alt="" width={28} height={28} />
        ) : (
          <Icon name="user" size={18} />
        )}
        <span className="header__username" data-keep-digits>
          {username}
        </span>
        <Icon name="chevron-down" size={14} />
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!isOpen} data-testid="account-menu">
        <p className="account-menu__name" data-keep-digits>
          {username}
        </p>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to} className="account-menu__item" onClick={() => setIsOpen(false)}>
                <Icon name={link.icon} size={18} />
                {t(link.labelKey)}
              </AppLink>
            </li>
          ))}
          <li>
            <SignOutButton className="account-menu__item account-menu__sign-out" />
          </li>
        </ul>
      </div>
    </div>
  );
}
