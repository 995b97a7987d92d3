import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, apiRequest } from '../../api/client';
import { Modal } from '../../ui/Modal';

/** Whether an invitation code is an agent's (POST /wps/agent/affiliate); other failures throw. */
export async function isInvitationValid(code: string): Promise<boolean> {
  try {
    await apiRequest('POST', '/wps/agent/affiliate', {
      body: { code, domain: window.location.hostname },
    });
    return true;
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'invitation_code_error') return false;
    throw failure;
  }
}

/**
 * The invitation code of a registration (spec §4): one from the address (?affiliateCode=) is
 * checked first; the form's own field shows only without one or when it fails; a failed check
 * raises the invitation_code_error warning.
 */
export function useInvitation() {
  const [search] = useSearchParams();
  const urlCode = search.get('affiliateCode')?.trim() || undefined;
  const check = useQuery({
    queryKey: ['invitation', urlCode],
    queryFn: () => isInvitationValid(urlCode ?? ''),
    enabled: urlCode !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  const [dismissedCode, setDismissedCode] = useState<string | null>(null);
  const [isSubmitWarning, setIsSubmitWarning] = useState(false);
  const isUrlCodeRefused = urlCode !== undefined && check.data === false;
  return {
    /** The address's code once it proved valid; sent when the field stays hidden. */
    validUrlCode: check.data === true ? urlCode : undefined,
    isFieldShown: urlCode === undefined || isUrlCodeRefused,
    isWarningOpen: isSubmitWarning || (isUrlCodeRefused && dismissedCode !== urlCode),
    warn: () => setIsSubmitWarning(true),
    dismiss: () => {
      setIsSubmitWarning(false);
      setDismissedCode(urlCode ?? null);
    },
  };
}

/** The invitation_code_error warning dialog with its confirm button. */
export function InvitationWarning({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      title={t('register.invitationTitle')}
      onClose={onClose}
      width={400}
      testId="invitation-warning"
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.confirm')}
        </button>
      }
    >
      <p>{t('validation.invitation_invalid')}</p>
    </Modal>
  );
}
