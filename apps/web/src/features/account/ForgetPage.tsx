import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ServiceLinks } from '../layout/ServiceBar';
import { useSiteConfig } from '../system/system.api';
import { EmailResetForm, PhoneResetForm, TokenResetForm } from './ForgetForms';
import { MethodTabs } from './MethodTabs';
import './account.css';

/**
 * Forgot password (spec §2): e-mail or mobile number — the switch only with CHNGPASSVERIF3,
 * which also makes the mobile number the default. A mailed link lands here with its token.
 * Customer service is always at hand.
 */
export function Component() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const [search] = useSearchParams();
  const token = search.get('token');
  const hasPhone = info.whitelabel.CHNGPASSVERIF3 === true;
  const [method, setMethod] = useState<'mobileNum' | 'email'>(hasPhone ? 'mobileNum' : 'email');
  const methods = hasPhone
    ? [
        { key: 'mobileNum' as const, labelKey: 'forget.byPhone' },
        { key: 'email' as const, labelKey: 'forget.byEmail' },
      ]
    : [{ key: 'email' as const, labelKey: 'forget.byEmail' }];
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
          <div className="login-methods">
            <MethodTabs methods={methods} value={method} onChange={setMethod} />
            {method === 'email' ? <EmailResetForm /> : <PhoneResetForm />}
          </div>
        )}
      </section>
      <section className="card account-panel">
        <p>{t('forget.text')}</p>
        <ServiceLinks variant="list" />
      </section>
    </div>
  );
}
