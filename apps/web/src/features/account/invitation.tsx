import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Modal } from '../../ui/Modal';
import { useInvitationQuery } from './account.api';

/**
 * The invitation code of a registration (spec §4): one from the address (?affiliateCode=) is
 * checked first; the form's own field shows only without one or when it fails; a failed check
 * raises the invitation_code_error warning.
 */
export function useInvitation() {
  const [search] = useSearchParams();
  const urlCode = search.get('affiliateCode')?.trim() || undefined;
  const check = useInvitationQuery(urlCode);
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
