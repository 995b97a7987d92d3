import type { MemberProfile } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { formatDateTime } from '../../ui/format';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ChangePasswordForm } from '../account/ChangePasswordForm';

/** My account (spec §2 securityCenter): profile and password. */
export function SecurityCenter() {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const { data } = useQuery({
    queryKey: ['member', 'profile', token],
    queryFn: () => apiGet<MemberProfile>('/wps/member/profile'),
  });
  if (!data) return <PageSkeleton />;
  const rows: [string, string | null][] = [
    ['account', data.account],
    ['nickname', data.nickname],
    ['mobileNum', data.mobileNum],
    ['email', data.email],
    ['payeeName', data.payeeName],
    ['registeredAt', formatDateTime(data.registeredAt, i18n.language)],
    ['lastLoginAt', data.lastLoginAt ? formatDateTime(data.lastLoginAt, i18n.language) : null],
  ];
  return (
    <div className="member-page" data-testid="mc-securityCenter">
      <section className="member-page__section">
        <h3>{t('memberCentre.profile')}</h3>
        <dl className="profile-list">
          {rows.map(([key, value]) => (
            <div key={key} className="profile-list__row">
              <dt>{t(`memberCentre.field.${key}`)}</dt>
              <dd>
                {value ?? <span className="profile-list__missing">{t('memberCentre.notSet')}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="member-page__section">
        <h3>{t('changePassword.title')}</h3>
        <ChangePasswordForm isForced={false} onDone={() => undefined} />
      </section>
    </div>
  );
}
