import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ServiceLinks } from '../layout/ServiceBar';
import { TokenResetForm } from './ForgetForms';
import { ForgetMethods } from './ForgetMethods';
import './account.css';

/**
 * Forgot password (spec §2): e-mail or mobile number, as in the sign-in dialog's
 * forgetPassModal. A mailed link lands here with its token. Customer service is always at hand.
 */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <div className="container" data-testid="page-forget">
      <h1 className="page-title">{t('forget.title')}</h1>
      <section className="card account-panel forget-panel">
        {token ? (
          <>
            <p>{t('forget.newPasswordText')}</p>
            <TokenResetForm token={token} />
          </>
        ) : (
          <ForgetMethods />
        )}
      </section>
      <section className="card account-panel">
        <p>{t('forget.text')}</p>
        <ServiceLinks variant="list" />
      </section>
    </div>
  );
}
