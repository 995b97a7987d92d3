import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';

/** Unknown routes: a translated not-found page with a way home. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container" data-testid="page-not-found">
      <EmptyState
        art="/art/states/not-found.svg"
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={
          <AppLink to="/" className="button button--primary">
            {t('common.backHome')}
          </AppLink>
        }
      />
    </div>
  );
}
