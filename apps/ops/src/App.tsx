import type { Operator } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentOperator, opsToken, sessionEndedEvent, setOpsToken, signIn, signOut } from './api';
import { opsLanguages, setOpsLanguage } from './i18n/i18n';
import { desksFor, useDeskFromHash, type DeskId } from './navigation';
import { Skeleton } from './ui/controls';
import { DeskBoundary } from './ui/DeskBoundary';
import { errorText } from './ui/errors';

const languageNames: Record<string, string> = { bn: 'বাংলা', en: 'English', th: 'ไทย' };

// Each desk is its own chunk: a support operator never downloads the payment desks.
const DepositDesk = lazy(() =>
  import('./features/deposits/DepositDesk').then((module) => ({ default: module.DepositDesk })),
);
const WithdrawalDesk = lazy(() =>
  import('./features/withdrawals/WithdrawalDesk').then((module) => ({
    default: module.WithdrawalDesk,
  })),
);
const MemberDesk = lazy(() =>
  import('./features/members/MemberDesk').then((module) => ({ default: module.MemberDesk })),
);
const AdjustmentDesk = lazy(() =>
  import('./features/adjustments/AdjustmentDesk').then((module) => ({
    default: module.AdjustmentDesk,
  })),
);
const PaymentDesk = lazy(() =>
  import('./features/payments/PaymentDesk').then((module) => ({ default: module.PaymentDesk })),
);
const GameDesk = lazy(() =>
  import('./features/games/GameDesk').then((module) => ({ default: module.GameDesk })),
);
const LotteryDesk = lazy(() =>
  import('./features/lottery/LotteryDesk').then((module) => ({ default: module.LotteryDesk })),
);
const PromotionDesk = lazy(() =>
  import('./features/promotions/PromotionDesk').then((module) => ({
    default: module.PromotionDesk,
  })),
);
const FeedbackDesk = lazy(() =>
  import('./features/feedback/FeedbackDesk').then((module) => ({ default: module.FeedbackDesk })),
);
const ContentDesk = lazy(() =>
  import('./features/content/ContentDesk').then((module) => ({ default: module.ContentDesk })),
);
const JackpotDesk = lazy(() =>
  import('./features/jackpot/JackpotDesk').then((module) => ({ default: module.JackpotDesk })),
);
const OperatorDesk = lazy(() =>
  import('./features/operators/OperatorDesk').then((module) => ({ default: module.OperatorDesk })),
);
const ActionLog = lazy(() =>
  import('./features/actions/ActionLog').then((module) => ({ default: module.ActionLog })),
);

function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="ops-language">
      <span className="visually-hidden">{t('language')}</span>
      <select value={i18n.language} onChange={(event) => void setOpsLanguage(event.target.value)}>
        {opsLanguages.map((code) => (
          <option key={code} value={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The back-office sign-in page. */
function LoginPage({ onSignedIn }: { onSignedIn: (operator: Operator) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setError(t('login.required'));
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      const result = await signIn(username, password);
      setOpsToken(result.token);
      onSignedIn(result.operator);
    } catch (failure) {
      setError(errorText(failure, t('login.failed')));
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <main className="ops-login">
      <form
        className="ops-card ops-login__form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <img src="/art/brand/logo.svg" alt="" width={160} height={40} className="ops-login__logo" />
        <h1>{t('login.title')}</h1>
        <label>
          {t('login.username')}
          <input name="username" autoComplete="username" required maxLength={32} />
        </label>
        <label>
          {t('login.password')}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
          />
        </label>
        {error && (
          <p className="ops-error" role="alert" data-testid="ops-login-error">
            {error}
          </p>
        )}
        <button type="submit" className="ops-button" disabled={isBusy} aria-busy={isBusy}>
          {t('login.submit')}
        </button>
        <LanguageSelect />
      </form>
    </main>
  );
}

function DeskContent({ desk, operator }: { desk: DeskId; operator: Operator }) {
  switch (desk) {
    case 'deposits':
      return <DepositDesk />;
    case 'withdrawals':
      return <WithdrawalDesk />;
    case 'members':
      return <MemberDesk operator={operator} />;
    case 'adjustments':
      return <AdjustmentDesk operator={operator} />;
    case 'payments':
      return <PaymentDesk operator={operator} />;
    case 'games':
      return <GameDesk operator={operator} />;
    case 'lottery':
      return <LotteryDesk operator={operator} />;
    case 'promotions':
      return <PromotionDesk operator={operator} />;
    case 'jackpot':
      return <JackpotDesk operator={operator} />;
    case 'feedback':
      return <FeedbackDesk operator={operator} />;
    case 'content':
      return <ContentDesk operator={operator} />;
    case 'operators':
      return <OperatorDesk operator={operator} />;
    case 'actions':
      return <ActionLog />;
  }
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The signed-in frame: header, the menu of the desks this role may open, the open desk. */
function Desk({ operator, onSignedOut }: { operator: Operator; onSignedOut: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const desks = useMemo(() => desksFor(operator.role), [operator.role]);
  const desk = useDeskFromHash(desks);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  return (
    <div className="ops-desk">
      <header className="ops-header">
        <button
          type="button"
          className="ops-menu-button"
          aria-expanded={isMenuOpen}
          aria-controls="ops-nav"
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          <MenuIcon />
          <span>{t('nav.menu')}</span>
        </button>
        <img
          src="/art/brand/logo.svg"
          alt=""
          width={128}
          height={32}
          className="ops-header__logo"
        />
        <span className="ops-header__title">{t('desk.title')}</span>
        <LanguageSelect />
        <span className="ops-header__operator" data-testid="ops-operator">
          {operator.username} · {t(`role.${operator.role}`)}
        </span>
        <button
          type="button"
          className="ops-button ops-button--ghost ops-header__sign-out"
          disabled={isSigningOut}
          onClick={() => {
            setIsSigningOut(true);
            void signOut().finally(() => {
              setOpsToken(null);
              queryClient.clear();
              onSignedOut();
            });
          }}
        >
          {t('desk.signOut')}
        </button>
      </header>
      <div className="ops-frame">
        <nav
          id="ops-nav"
          className={isMenuOpen ? 'ops-nav ops-nav--open' : 'ops-nav'}
          aria-label={t('nav.label')}
        >
          <p className="ops-nav__scope">
            {operator.merchantCode
              ? t('desk.merchantScope', { code: operator.merchantCode })
              : t('desk.platformScope')}
          </p>
          <ul>
            {desks.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  aria-current={id === desk ? 'page' : undefined}
                  data-testid={`nav-${id}`}
                  onClick={() => setIsMenuOpen(false)}
                >
                  {t(`nav.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className="ops-main">
          {desk ? (
            <DeskBoundary key={desk}>
              <Suspense fallback={<Skeleton rows={5} />}>
                <DeskContent desk={desk} operator={operator} />
              </Suspense>
            </DeskBoundary>
          ) : (
            <section className="ops-panel">
              <h1>{t('desk.welcome', { name: operator.username })}</h1>
              <p>{t('desk.noDesks')}</p>
            </section>
          )}
        </main>
      </div>
    </div>
  );
}

/** The back office: sign-in, then the desk. */
export function App() {
  const queryClient = useQueryClient();
  const [operator, setOperator] = useState<Operator | null>(null);
  const [isChecking, setIsChecking] = useState(() => opsToken() !== null);
  useEffect(() => {
    if (!opsToken()) return;
    currentOperator()
      .then(setOperator)
      .catch(() => setOpsToken(null))
      .finally(() => setIsChecking(false));
  }, []);
  useEffect(() => {
    const ended = () => {
      queryClient.clear();
      setOperator(null);
    };
    window.addEventListener(sessionEndedEvent, ended);
    return () => window.removeEventListener(sessionEndedEvent, ended);
  }, [queryClient]);
  if (isChecking) return <div className="ops-loading" aria-busy="true" />;
  if (!operator) return <LoginPage onSignedIn={setOperator} />;
  return <Desk operator={operator} onSignedOut={() => setOperator(null)} />;
}
