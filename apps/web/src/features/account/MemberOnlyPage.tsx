import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { LoginRequired, RealAccountRequired } from './LoginRequired';

/** A member screen's frame: sign-in first, trial accounts refused, then its content. */
export function MemberOnlyPage({
  titleKey,
  testId,
  emptyKey,
  guestKey,
  children,
}: {
  titleKey: string;
  testId: string;
  emptyKey: string;
  guestKey: string;
  /** What a signed-in member sees; an empty state until the screen's feature lands. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { isLoggedIn, isTrial } = useSession();
  return (
    <div className="container" data-testid={testId}>
      <h1 className="page-title">{t(titleKey)}</h1>
      {!isLoggedIn ? (
        <LoginRequired textKey={guestKey} />
      ) : isTrial ? (
        <RealAccountRequired />
      ) : children ? (
        children
      ) : (
        <EmptyState
          title={t(emptyKey)}
          action={
            <AppLink to="/" className="button button--primary">
              {t('common.backHome')}
            </AppLink>
          }
        />
      )}
    </div>
  );
}
