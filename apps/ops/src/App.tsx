import type { Operator } from '@khela/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentOperator, OpsApiError, opsToken, setOpsToken, signIn, signOut } from './api';
import { DepositDesk } from './DepositDesk';
import { opsLanguages, setOpsLanguage } from './i18n/i18n';

const languageNames: Record<string, string> = { bn: 'বাংলা', en: 'English', th: 'ไทย' };

/** Roles that work the payment desk. */
const financeRoles = new Set(['owner', 'admin', 'finance']);

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
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      const result = await signIn(username, password, i18n.language);
      setOpsToken(result.token);
      onSignedIn(result.operator);
    } catch (failure) {
      setError(
        failure instanceof OpsApiError && failure.message ? failure.message : t('login.failed'),
      );
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
        <button type="submit" className="ops-button" disabled={isBusy}>
          {t('login.submit')}
        </button>
        <LanguageSelect />
      </form>
    </main>
  );
}

/** The signed-in frame; later issues add its desks (content, payments, members, reports). */
function Desk({ operator, onSignedOut }: { operator: Operator; onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="ops-desk">
      <header className="ops-header">
        <img src="/art/brand/logo.svg" alt="" width={128} height={32} />
        <span className="ops-header__title">{t('desk.title')}</span>
        <LanguageSelect />
        <span data-testid="ops-operator">
          {operator.username} · {t(`role.${operator.role}`)}
        </span>
        <button
          type="button"
          className="ops-button ops-button--ghost"
          onClick={() => {
            void signOut(i18n.language).finally(() => {
              setOpsToken(null);
              onSignedOut();
            });
          }}
        >
          {t('desk.signOut')}
        </button>
      </header>
      <main className="ops-main">
        <h1>{t('desk.welcome', { name: operator.username })}</h1>
        <p>
          {operator.merchantCode
            ? t('desk.merchantScope', { code: operator.merchantCode })
            : t('desk.platformScope')}
        </p>
        {financeRoles.has(operator.role) && <DepositDesk />}
      </main>
    </div>
  );
}

/** The back office: sign-in, then the desk. */
export function App() {
  const { i18n } = useTranslation();
  const [operator, setOperator] = useState<Operator | null>(null);
  const [isChecking, setIsChecking] = useState(() => opsToken() !== null);
  useEffect(() => {
    if (!opsToken()) return;
    currentOperator(i18n.language)
      .then(setOperator)
      .catch(() => setOpsToken(null))
      .finally(() => setIsChecking(false));
  }, [i18n.language]);
  if (isChecking) return <div className="ops-loading" aria-busy="true" />;
  if (!operator) return <LoginPage onSignedIn={setOperator} />;
  return <Desk operator={operator} onSignedOut={() => setOperator(null)} />;
}
