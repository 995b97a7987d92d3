import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { Modal } from '../../ui/Modal';

/** Sign out asks first ('Sure to sign out', spec §4 Logout), then ends the session and goes home. */
export function SignOutButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  function confirm() {
    setIsConfirming(false);
    void signOut().then(() => navigate('/'));
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setIsConfirming(true)}>
        {t('header.signOut')}
      </button>
      <Modal
        isOpen={isConfirming}
        title={t('header.signOut')}
        onClose={() => setIsConfirming(false)}
        width={400}
        onConfirm={confirm}
        testId="sign-out-dialog"
        footer={
          <>
            <button type="button" className="button" onClick={() => setIsConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={confirm}>
              {t('common.confirm')}
            </button>
          </>
        }
      >
        <p>{t('header.signOutConfirm')}</p>
      </Modal>
    </>
  );
}
