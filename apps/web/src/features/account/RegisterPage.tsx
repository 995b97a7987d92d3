import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { NewsTicker } from '../content/NewsTicker';
import { useOpenService } from '../layout/ServiceBar';
import { useState } from 'react';
import { useSiteConfig } from '../system/system.api';
import { SocialButtons } from '../social/SocialButtons';
import { MethodTabs } from './MethodTabs';
import { MobileRegisterForm } from './MobileRegisterForm';
import { RegisterForm } from './RegisterForm';
import './account.css';

/**
 * Username and mobile registration: the tabs show only when both are on; mobile is the default
 * when the merchant offers it (MOBILENUMREG3).
 */
function RegisterMethods() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const methods = [
    ...(info.whitelabel.MOBILENUMREG3
      ? [{ key: 'mobile' as const, labelKey: 'register.byMobile' }]
      : []),
    ...(info.whitelabel.USERNAMEREG3
      ? [{ key: 'username' as const, labelKey: 'register.byUsername' }]
      : []),
  ];
  const [method, setMethod] = useState(methods[0]?.key);
  if (!method) return <p data-testid="registration-closed">{t('register.closed')}</p>;
  return (
    <div className="login-methods">
      <MethodTabs methods={methods} value={method} onChange={setMethod} />
      {method === 'mobile' ? <MobileRegisterForm /> : <RegisterForm />}
      <SocialButtons />
    </div>
  );
}

/** Registration keeps a referral code from the address for the form (spec §2 Registration). */
export function Component() {
  const { t } = useTranslation();
  const openService = useOpenService();
  return (
    <div className="container register-page" data-testid="page-register">
      <NewsTicker />
      <h1 className="page-title">{t('register.title')}</h1>
      <section className="card register-page__panel">
        <p className="register-page__intro">{t('register.intro')}</p>
        <RegisterMethods />
        <p className="register-page__links">
          <AppLink to="/login">{t('register.haveAccount')}</AppLink>
        </p>
        <p className="register-page__service">
          {t('register.needHelp')}{' '}
          <button type="button" className="link-button" onClick={() => void openService()}>
            {t('register.contactService')}
          </button>
        </p>
      </section>
    </div>
  );
}
