import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realAccountNeededEvent } from '../../api/client';
import { Modal } from '../../ui/Modal';
import { useRegisterInstead } from './LoginRequired';

/**
 * The in_need_true_account warning (spec §8): whenever the server refuses a trial account a
 * real-account feature, this dialog says so; its confirm (in_increase_submit) ends the trial
 * and opens registration.
 */
export function RealAccountDialog() {
  const { t } = useTranslation();
  const registerInstead = useRegisterInstead();
  const [isOpen, setIsOpen] = useState(false);
  function confirm() {
    setIsOpen(false);
    registerInstead();
  }
  useEffect(() => {
    const open = () => setIsOpen(true);
    window.addEventListener(realAccountNeededEvent, open);
    return () => window.removeEventListener(realAccountNeededEvent, open);
  }, []);
  return (
    <Modal
      isOpen={isOpen}
      title={t('account.realAccount.title')}
      onClose={() => setIsOpen(false)}
      width={400}
      onConfirm={confirm}
      testId="real-account-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={() => setIsOpen(false)}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--accent" onClick={confirm}>
            {t('account.realAccount.confirm')}
          </button>
        </>
      }
    >
      <p>{t('errors.in_need_true_account')}</p>
    </Modal>
  );
}
