import { useTranslation } from 'react-i18next';
import { ServiceLinks } from '../layout/ServiceBar';
import './account.css';

/** Forgot password: the customer-service list is always available here (spec §2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container" data-testid="page-forget">
      <h1 className="page-title">{t('forget.title')}</h1>
      <section className="card account-panel">
        <p>{t('forget.text')}</p>
        <ServiceLinks variant="list" />
      </section>
    </div>
  );
}
