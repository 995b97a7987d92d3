import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';

/** Promotions list and detail; the operator's promotions appear here when published. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container" data-testid="page-promotions">
      <h1 className="page-title">{t('nav.promotions')}</h1>
      <EmptyState
        testId="promotions-empty"
        title={t('promotions.empty')}
        text={t('promotions.emptyText')}
        action={
          <AppLink to="/noticePage" className="button button--primary">
            {t('side.notices')}
          </AppLink>
        }
      />
    </div>
  );
}
