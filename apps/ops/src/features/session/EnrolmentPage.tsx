import type { Operator } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { TwoFactorSetup } from './TwoFactorSetup';

/**
 * What an operator of a role that moves money sees until it has an authenticator: the server
 * answers nothing else for its session, so the desks wait behind this page.
 */
export function EnrolmentPage({
  operator,
  onEnrolled,
  onSignOut,
}: {
  operator: Operator;
  onEnrolled: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <main className="ops-login">
      <section className="ops-card ops-card--wide ops-login__form" data-testid="ops-enrolment">
        <img src="/art/brand/logo.svg" alt="" width={160} height={40} className="ops-login__logo" />
        <h1>{t('twoFactor.requiredTitle')}</h1>
        <p>
          {t('twoFactor.requiredIntro', {
            username: operator.username,
            role: t(`role.${operator.role}`),
          })}
        </p>
        <TwoFactorSetup onDone={onEnrolled} />
        <button type="button" className="ops-button ops-button--ghost" onClick={onSignOut}>
          {t('desk.signOut')}
        </button>
        <LanguageSelect />
      </section>
    </main>
  );
}
