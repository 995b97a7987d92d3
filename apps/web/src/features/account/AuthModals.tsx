import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Modal } from '../../ui/Modal';
import { PageSkeleton } from '../../ui/PageSkeleton';

// The forms load with the first dialog, not with the site.
const LoginMethods = lazy(() =>
  import('./LoginMethods').then((module) => ({ default: module.LoginMethods })),
);
const RegisterMethods = lazy(() =>
  import('./RegisterMethods').then((module) => ({ default: module.RegisterMethods })),
);

type Kind = 'login' | 'register';

interface AuthModals {
  openLogin: () => void;
  openRegister: () => void;
  /** Whether sign-in or registration is open (nothing else opens over it). */
  isOpen: boolean;
}

const AuthModalContext = createContext<AuthModals | null>(null);

/**
 * loginPopupModal and registerModal (spec §2): sign-in and registration over the current
 * screen. A dialog belongs to the page it was opened on, so any navigation — home after
 * signing in, the forgot-password page — closes it.
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [opened, setOpened] = useState<{ kind: Kind; locationKey: string } | null>(null);
  const kind = opened?.locationKey === location.key ? opened.kind : null;
  const value = useMemo<AuthModals>(
    () => ({
      openLogin: () => setOpened({ kind: 'login', locationKey: location.key }),
      openRegister: () => setOpened({ kind: 'register', locationKey: location.key }),
      isOpen: kind !== null,
    }),
    [location.key, kind],
  );
  const close = () => setOpened(null);
  return (
    <AuthModalContext.Provider value={value}>
      {children}
      <Modal
        isOpen={kind !== null}
        title={kind === 'register' ? t('register.title') : t('login.pageTitle')}
        onClose={close}
        width={480}
        testId={kind === 'register' ? 'register-modal' : 'login-modal'}
      >
        <Suspense fallback={<PageSkeleton />}>
          {kind === 'register' ? (
            <>
              <p className="register-page__intro">{t('register.intro')}</p>
              <RegisterMethods />
              <p className="auth-modal__switch">
                <button type="button" className="link-button" onClick={value.openLogin}>
                  {t('register.haveAccount')}
                </button>
              </p>
            </>
          ) : (
            <>
              <LoginMethods />
              <p className="auth-modal__switch">
                {t('login.noAccount')}{' '}
                <button type="button" className="link-button" onClick={value.openRegister}>
                  {t('header.register')}
                </button>
              </p>
            </>
          )}
        </Suspense>
      </Modal>
    </AuthModalContext.Provider>
  );
}

export function useAuthModals(): AuthModals {
  const modals = useContext(AuthModalContext);
  if (!modals) throw new Error('useAuthModals outside AuthModalProvider');
  return modals;
}
