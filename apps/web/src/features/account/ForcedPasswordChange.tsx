import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { Modal } from '../../ui/Modal';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { SignOutButton } from '../layout/SignOut';

// The form loads when the dialog opens, which few sign-ins need.
const ChangePasswordForm = lazy(() =>
  import('./ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm })),
);

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
      <Suspense fallback={<PageSkeleton />}>
        <ChangePasswordForm isForced onDone={() => undefined} />
      </Suspense>
    </Modal>
  );
}
