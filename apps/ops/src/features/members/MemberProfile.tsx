import { profileFieldNames, type DeskMemberProfile } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { opsRequest } from '../../api';
import { ErrorNote, Field, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { memberKeys } from './members.api';
import { ProfileCorrection } from './ProfileCorrection';
import { addMemberProfileTexts } from './profile-i18n';

addMemberProfileTexts();

const profileKey = (memberId: string) => [...memberKeys.detail(memberId), 'profile'] as const;

/** GET /ops/api/members/:id/profile: all the member told, hidden fields included. */
function useMemberProfile(memberId: string) {
  return useQuery({
    queryKey: profileKey(memberId),
    queryFn: () =>
      opsRequest<DeskMemberProfile>(
        'GET',
        `/ops/api/members/${encodeURIComponent(memberId)}/profile`,
      ),
  });
}

/**
 * The member's profile and registration extras, read-only for support; an owner or admin
 * (`canCorrect`) corrects the full name and date of birth there.
 */
export function MemberProfile({ memberId, canCorrect }: { memberId: string; canCorrect: boolean }) {
  const { t, i18n } = useTranslation();
  const profile = useMemberProfile(memberId);
  const data = profile.data;
  const rows: [string, string | null][] = data
    ? [
        ...profileFieldNames.map((field): [string, string | null] => [field, data.fields[field]]),
        ['idNumber', data.idNumber],
        ['recommenderId', data.recommenderId],
      ]
    : [];
  const told = rows.filter(([, value]) => value !== null);
  return (
    <section className="ops-subpanel" data-testid="member-profile">
      <h3>{t('memberProfile.title')}</h3>
      <ErrorNote text={profile.error ? errorText(profile.error, t('common.loadFailed')) : null} />
      {profile.isPending && <Skeleton rows={3} />}
      {data && told.length === 0 && <p className="ops-empty">{t('memberProfile.empty')}</p>}
      {told.length > 0 && (
        <dl className="ops-fields">
          {told.map(([field, value]) => (
            <Field key={field} label={t(`memberProfile.field.${field}`)}>
              {value}
            </Field>
          ))}
          {data?.updatedAt && (
            <Field label={t('memberProfile.updatedAt')}>
              {formatDateTime(data.updatedAt, i18n.language)}
            </Field>
          )}
        </dl>
      )}
      {told.length > 0 && <p className="ops-hint">{t('memberProfile.lockedNote')}</p>}
      {data && canCorrect && (
        <ProfileCorrection memberId={memberId} profile={data} queryKey={profileKey(memberId)} />
      )}
    </section>
  );
}
