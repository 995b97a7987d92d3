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
import { withChunkTimeout } from '../../ui/chunk-timeout';
import { Modal } from '../../ui/Modal';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';

// The forms load with the first dialog, not with the site.
const LoginMethods = lazy(
  withChunkTimeout(() =>
    import('./LoginMethods').then((module) => ({ default: module.LoginMethods })),
  ),
);
const RegisterMethods = lazy(
  withChunkTimeout(() =>
    import('./RegisterMethods').then((module) => ({ default: module.RegisterMethods })),
  ),
);
const ForgetDialogBody = lazy(
  withChunkTimeout(() =>
    import('./ForgetDialogBody').then((module) => ({ default: module.ForgetDialogBody })),
  ),
);

type Kind = 'login' | 'register' | 'forget';

interface AuthModals {
  openLogin: () => void;
  openRegister: () => void;
  /** forgetPassModal: opened from the sign-in dialog's forgot-password link. */
  openForget: () => void;
  /** Whether sign-in, registration or forgot password is open (nothing else opens over it). */
  isOpen: boolean;
}

const AuthModalContext = createContext<AuthModals | null>(null);

const titleKeys: Record<Kind, string> = {
  login: 'login.pageTitle',
  register: 'register.title',
  forget: 'forget.title',
};

/** The open dialog's content; the forms are loaded with the first dialog. */
function DialogBody({
  kind,
  modals,
  close,
}: {
  kind: Kind;
  modals: AuthModals;
  close: () => void;
}) {
  const { t } = useTranslation();
  if (kind === 'forget') {
    const onEmailSent = () => {
      showToast(t('forget.emailSent'), 'success');
      close();
    };
    return (
      <ForgetDialogBody onEmailSent={onEmailSent} onSignedIn={close} onLogin={modals.openLogin} />
    );
  }
  if (kind === 'register') {
    return (
      <>
        <p className="register-page__intro">{t('register.intro')}</p>
        <RegisterMethods />
        <p className="auth-modal__switch">
          <button type="button" className="link-button" onClick={modals.openLogin}>
            {t('register.haveAccount')}
          </button>
        </p>
      </>
    );
  }
  return (
    <>
      <LoginMethods />
      <p className="auth-modal__switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="link-button" onClick={modals.openRegister}>
          {t('header.register')}
        </button>
      </p>
    </>
  );
}

/**
 * loginPopupModal, registerModal and forgetPassModal (spec §2): sign-in, registration and a
 * forgotten password over the current screen. A dialog belongs to the page it was opened on,
 * so any navigation — home after signing in, the forgot-password page — closes it.
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
      openForget: () => setOpened({ kind: 'forget', locationKey: location.key }),
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
        title={t(titleKeys[kind ?? 'login'])}
        onClose={close}
        width={480}
        testId={`${kind ?? 'login'}-modal`}
      >
        <Suspense fallback={<PageSkeleton />}>
          {kind !== null && <DialogBody kind={kind} modals={value} close={close} />}
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
