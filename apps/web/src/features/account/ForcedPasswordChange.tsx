import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { Modal } from '../../ui/Modal';
import { SignOutButton } from '../layout/SignOut';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * When sign-in says the password must change (first sign-in with an operator-set password,
 * or expiry), this dialog stays until it is changed; signing out is the only other way out.
 */
export function ForcedPasswordChange() {
  const { t } = useTranslation();
  const { isLoggedIn, isPasswordChangeDue } = useSession();
  const isOpen = isLoggedIn && isPasswordChangeDue;
  return (
    <Modal
      isOpen={isOpen}
      title={t('changePassword.expiredTitle')}
      onClose={() => undefined}
      isDismissable={false}
      width={440}
      testId="forced-password-change"
      footer={<SignOutButton className="button button--ghost" />}
    >
      <p>{t('changePassword.expiredText')}</p>
      <ChangePasswordForm isForced onDone={() => undefined} />
    </Modal>
  );
}
