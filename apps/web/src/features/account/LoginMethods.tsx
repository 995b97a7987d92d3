import { useState } from 'react';
import { useSiteConfig } from '../system/system.api';
import { SocialButtons } from '../social/SocialButtons';
import { FreePlayButton } from './FreePlayButton';
import { LoginForm } from './LoginForm';
import { MethodTabs } from './MethodTabs';
import { SmsLoginForm } from './SmsLoginForm';
import './account.css';

/** Username or SMS sign-in; the switch shows only when the merchant allows SMS sign-in. */
export function LoginMethods() {
  const { info } = useSiteConfig();
  const [method, setMethod] = useState<'username' | 'sms'>('username');
  const methods = [
    { key: 'username' as const, labelKey: 'login.byUsername' },
    ...(info.whitelabel.SMSLOGIN ? [{ key: 'sms' as const, labelKey: 'login.bySms' }] : []),
  ];
  return (
    <div className="login-methods">
      <MethodTabs methods={methods} value={method} onChange={setMethod} />
      {method === 'sms' ? <SmsLoginForm /> : <LoginForm variant="page" />}
      <SocialButtons />
      <FreePlayButton />
    </div>
  );
}
