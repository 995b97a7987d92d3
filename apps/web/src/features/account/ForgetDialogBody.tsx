import { useTranslation } from 'react-i18next';
import { ServiceLinks } from '../layout/ServiceBar';
import { ForgetMethods } from './ForgetMethods';

/**
 * forgetPassModal's content (spec §2): the same recovery as /forget — e-mail or mobile number —
 * then customer service from the service list, and the way back to signing in.
 */
export function ForgetDialogBody({
  onEmailSent,
  onSignedIn,
  onLogin,
}: {
  onEmailSent: () => void;
  onSignedIn: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="forget-dialog" data-testid="forget-dialog">
      <ForgetMethods onEmailSent={onEmailSent} onSignedIn={onSignedIn} />
      <p className="forget-dialog__help">{t('forget.text')}</p>
      <ServiceLinks variant="list" />
      <p className="auth-modal__switch">
        <button type="button" className="link-button" onClick={onLogin}>
          {t('forget.backToLogin')}
        </button>
      </p>
    </div>
  );
}
