import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
export function RegisterMethods() {
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
