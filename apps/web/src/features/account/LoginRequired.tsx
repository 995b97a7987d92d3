import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { EmptyState } from '../../ui/EmptyState';
import { useAuthModals } from './AuthModals';

/** Shown where a screen needs a signed-in member (spec §5 login-required check). */
export function LoginRequired({
  testId = 'login-required',
  textKey = 'account.loginRequired.text',
}: {
  testId?: string;
  textKey?: string;
}) {
  const { t } = useTranslation();
  const { openLogin, openRegister } = useAuthModals();
  return (
    <EmptyState
      testId={testId}
      art="/art/states/region-blocked.svg"
      title={t('account.loginRequired.title')}
      text={t(textKey)}
      action={
        <>
          <button type="button" className="button button--primary" onClick={openLogin}>
            {t('header.login')}
          </button>
          <button type="button" className="button button--accent" onClick={openRegister}>
            {t('header.register')}
          </button>
        </>
      }
    />
  );
}

/** Ends a trial and opens registration (the confirm of in_need_true_account). */
export function useRegisterInstead(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return () => void signOut().then(() => navigate('/register'));
}

/** Shown to trial accounts on real-account features (error in_need_true_account). */
export function RealAccountRequired() {
  const { t } = useTranslation();
  const registerInstead = useRegisterInstead();
  return (
    <EmptyState
      testId="real-account-required"
      art="/art/states/region-blocked.svg"
      title={t('account.realAccount.title')}
      text={t('errors.in_need_true_account')}
      action={
        // The trial ends first: registration is for a visitor.
        <button type="button" className="button button--accent" onClick={registerInstead}>
          {t('account.realAccount.confirm')}
        </button>
      }
    />
  );
}
