import type { CorrectProfileRequest, DeskMemberProfile } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { opsRequest } from '../../api';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';

const reasonLengthMax = 200;

/**
 * An owner's or admin's correction of the fields a member sets once (full name, date of birth),
 * from the member's documents, with the reason the action log keeps. An emptied field is cleared
 * for the member to set again.
 */
export function ProfileCorrection({
  memberId,
  profile,
  queryKey,
}: {
  memberId: string;
  profile: DeskMemberProfile;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [fullName, setFullName] = useState(profile.fields.fullName ?? '');
  const [birthday, setBirthday] = useState(profile.fields.birthday ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') return setError(t('memberProfile.reasonRequired'));
    const request: CorrectProfileRequest = {
      fullName: fullName.trim() || null,
      birthday: birthday || null,
      reason: reason.trim(),
    };
    setError(null);
    void run(async () => {
      try {
        const saved = await opsRequest<DeskMemberProfile>(
          'PUT',
          `/ops/api/members/${encodeURIComponent(memberId)}/profile/locked`,
          request,
        );
        queryClient.setQueryData(queryKey, saved);
        setReason('');
        setIsSaved(true);
      } catch (failure) {
        setError(
          errorText(failure, t('common.failed'), (path) =>
            path === 'fullName' || path === 'birthday'
              ? t(`memberProfile.field.${path}`)
              : undefined,
          ),
        );
      }
    });
  }

  const edit = (apply: () => void) => {
    apply();
    setIsSaved(false);
    setError(null);
  };

  return (
    <form
      className="ops-form ops-form--narrow"
      noValidate
      onSubmit={submit}
      data-testid="profile-correction"
    >
      <h4>{t('memberProfile.correctTitle')}</h4>
      <label>
        {t('memberProfile.field.fullName')}
        <input
          autoComplete="off"
          maxLength={255}
          value={fullName}
          onChange={(event) => edit(() => setFullName(event.target.value))}
        />
      </label>
      <label>
        {t('memberProfile.field.birthday')}
        <input
          type="date"
          value={birthday}
          onChange={(event) => edit(() => setBirthday(event.target.value))}
        />
      </label>
      <label>
        {t('memberProfile.reason')}
        <textarea
          rows={2}
          maxLength={reasonLengthMax}
          value={reason}
          onChange={(event) => edit(() => setReason(event.target.value))}
        />
      </label>
      <ErrorNote text={error} />
      {isSaved && (
        <p className="ops-notice ops-notice--success" role="status">
          {t('memberProfile.corrected')}
        </p>
      )}
      <div className="ops-form__buttons">
        <BusyButton type="submit" isBusy={isBusy}>
          {t('memberProfile.correct')}
        </BusyButton>
      </div>
    </form>
  );
}
