import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ChangePasswordForm } from '../account/ChangePasswordForm';
import { AvatarPicker } from './AvatarPicker';
import { useMemberProfile } from './member-centre.api';
import { useProfileTexts } from '../account/profile-i18n';
import { ProfileDetails } from './ProfileDetails';
import { BindEmailForm, BindMobileForm, PaymentPasswordForm } from './SecurityForms';
import { useFormatDateTime } from '../system/date-time';

type Item = 'avatar' | 'mobile' | 'email' | 'paymentPassword' | 'password';

/** One security setting: what it is now, and the form that changes it, one open at a time. */
function SecurityItem({
  item,
  value,
  isSet,
  openItem,
  onToggle,
  children,
}: {
  item: Item;
  value: ReactNode;
  isSet: boolean;
  openItem: Item | null;
  onToggle: (item: Item | null) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isOpen = openItem === item;
  return (
    <li className="security-item" data-testid={`security-${item}`}>
      <div className="security-item__head">
        <span className={`security-item__icon${isSet ? ' security-item__icon--set' : ''}`}>
          <Icon name={isSet ? 'shield' : 'bell'} size={18} />
        </span>
        <div className="security-item__text">
          <strong>{t(`security.item.${item}`)}</strong>
          <span>{value}</span>
        </div>
        <button
          type="button"
          className="button button--ghost security-item__action"
          aria-expanded={isOpen}
          onClick={() => onToggle(isOpen ? null : item)}
        >
          {isOpen ? t('common.cancel') : isSet ? t('security.change') : t('security.set')}
        </button>
      </div>
      {isOpen && <div className="security-item__form">{children}</div>}
    </li>
  );
}

/**
 * My account (spec §2 securityCenter): profile, personal details, contact binding, payment and
 * login passwords.
 */
export function SecurityCenter() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [openItem, setOpenItem] = useState<Item | null>(null);
  const { data } = useMemberProfile();
  // The payee name is the payout accounts' name: not the personal details' full name.
  const hasProfileTexts = useProfileTexts();
  if (!data) return <PageSkeleton />;
  const notSet = <span className="profile-list__missing">{t('memberCentre.notSet')}</span>;
  const rows: [string, string | null][] = [
    ['account', data.account],
    ['nickname', data.nickname],
    ['payeeName', data.payeeName],
    ['registeredAt', formatTime(data.registeredAt)],
    ['lastLoginAt', data.lastLoginAt ? formatTime(data.lastLoginAt) : null],
  ];
  const close = () => setOpenItem(null);
  const itemProps = { openItem, onToggle: setOpenItem };
  return (
    <div className="member-page" data-testid="mc-securityCenter">
      <section className="member-page__section">
        <h3>{t('memberCentre.profile')}</h3>
        <dl className="profile-list">
          {rows.map(([key, value]) => (
            <div key={key} className="profile-list__row">
              <dt>
                {key === 'payeeName' && hasProfileTexts
                  ? t('profile.payeeName')
                  : t(`memberCentre.field.${key}`)}
              </dt>
              <dd>{value ?? notSet}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ProfileDetails />
      <section className="member-page__section">
        <h3>{t('security.title')}</h3>
        <ul className="security-list">
          <SecurityItem item="avatar" value={t('security.avatarText')} isSet {...itemProps}>
            <AvatarPicker />
          </SecurityItem>
          <SecurityItem
            item="mobile"
            value={
              data.mobileNum === null ? notSet : <span data-keep-digits>{data.mobileNum}</span>
            }
            isSet={data.mobileNum !== null}
            {...itemProps}
          >
            <BindMobileForm onDone={close} />
          </SecurityItem>
          <SecurityItem
            item="email"
            value={
              data.email ? (
                <>
                  {data.email}{' '}
                  {data.emailVerified && (
                    <span className="security-item__badge">{t('security.verified')}</span>
                  )}
                </>
              ) : (
                notSet
              )
            }
            isSet={data.emailVerified}
            {...itemProps}
          >
            <BindEmailForm onDone={close} />
          </SecurityItem>
          <SecurityItem
            item="paymentPassword"
            value={data.hasPaymentPassword ? t('security.isSet') : notSet}
            isSet={data.hasPaymentPassword}
            {...itemProps}
          >
            <PaymentPasswordForm onDone={close} />
          </SecurityItem>
          <SecurityItem item="password" value="••••••••" isSet {...itemProps}>
            <ChangePasswordForm isForced={false} onDone={close} />
          </SecurityItem>
        </ul>
      </section>
    </div>
  );
}
