import { FeatureTexts } from '../../i18n/FeatureTexts';
import { pageBundles } from '../../i18n/pages';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useTranslation } from 'react-i18next';
import { ServiceLinks } from '../layout/ServiceBar';
import '../account/account.css';

const steps = ['join.step1', 'join.step2', 'join.step3'];

/** How to become an agent, and whom to contact. */
function JoinScreen() {
  const { t } = useTranslation();
  return (
    <div className="container" data-testid="page-join">
      <h1 className="page-title">{t('join.title')}</h1>
      <section className="card account-panel">
        <p>{t('join.intro')}</p>
        <ol className="join__steps">
          {steps.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        <h2 className="join__contact">{t('join.contact')}</h2>
        <ServiceLinks variant="list" />
      </section>
    </div>
  );
}

export function Component() {
  return (
    <FeatureTexts name="pages" loaders={pageBundles} fallback={<PageSkeleton />}>
      <JoinScreen />
    </FeatureTexts>
  );
}
