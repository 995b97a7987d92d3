import { useState } from 'react';
import { useSiteConfig } from '../system/system.api';
import { EmailResetForm, PhoneResetForm } from './ForgetForms';
import { MethodTabs } from './MethodTabs';
import './account.css';

/**
 * Forgot password by e-mail or mobile number (spec §2, forgetPassModal and /forget): the switch
 * only with CHNGPASSVERIF3, which also makes the mobile number the default. The page and the
 * dialog both show this one component, so the two never drift apart.
 */
export function ForgetMethods({
  onEmailSent,
  onSignedIn,
}: {
  /** The dialog closes when the link is sent; the page keeps its message (spec §4). */
  onEmailSent?: () => void;
  /** A new password set by phone signs the member in; the dialog closes then. */
  onSignedIn?: () => void;
}) {
  const { info } = useSiteConfig();
  const hasPhone = info.whitelabel.CHNGPASSVERIF3 === true;
  const [method, setMethod] = useState<'mobileNum' | 'email'>(hasPhone ? 'mobileNum' : 'email');
  const methods = hasPhone
    ? [
        { key: 'mobileNum' as const, labelKey: 'forget.byPhone' },
        { key: 'email' as const, labelKey: 'forget.byEmail' },
      ]
    : [{ key: 'email' as const, labelKey: 'forget.byEmail' }];
  return (
    <div className="login-methods">
      <MethodTabs methods={methods} value={method} onChange={setMethod} />
      {method === 'email' ? (
        <EmailResetForm onSent={onEmailSent} />
      ) : (
        <PhoneResetForm onSignedIn={onSignedIn} />
      )}
    </div>
  );
}
