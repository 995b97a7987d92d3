import type { Operator } from '@khela/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentOperator,
  enrolmentDueEvent,
  opsToken,
  sessionEndedEvent,
  setOpsToken,
  signOut,
} from './api';
import { EnrolmentPage } from './features/session/EnrolmentPage';
import { LoginPage } from './features/session/LoginPage';
import { useOutboxKinds } from './features/outbox/outbox.api';
import { desksFor, useDeskFromHash, type DeskId } from './navigation';
import { Skeleton } from './ui/controls';
import { DeskBoundary } from './ui/DeskBoundary';
import { LanguageSelect } from './ui/LanguageSelect';

// Each desk is its own chunk: a support operator never downloads the payment desks.
const DepositDesk = lazy(() =>
  import('./features/deposits/DepositDesk').then((module) => ({ default: module.DepositDesk })),
);
const WithdrawalDesk = lazy(() =>
  import('./features/withdrawals/WithdrawalDesk').then((module) => ({
    default: module.WithdrawalDesk,
  })),
);
const AgentsDesk = lazy(() =>
  import('./features/agents/AgentsDesk').then((module) => ({ default: module.AgentsDesk })),
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
const TablesDesk = lazy(() =>
  import('./features/tables/TablesDesk').then((module) => ({ default: module.TablesDesk })),
);
const CockfightDesk = lazy(() =>
  import('./features/cockfight/CockfightDesk').then((module) => ({
    default: module.CockfightDesk,
  })),
);
const SportsbookDesk = lazy(() =>
  import('./features/sportsbook/SportsbookDesk').then((module) => ({
    default: module.SportsbookDesk,
  })),
);
const PromotionDesk = lazy(() =>
  import('./features/promotions/PromotionDesk').then((module) => ({
    default: module.PromotionDesk,
  })),
);
const PointsDesk = lazy(() =>
  import('./features/points/PointsDesk').then((module) => ({ default: module.PointsDesk })),
);
const VipDesk = lazy(() =>
  import('./features/vip/VipDesk').then((module) => ({ default: module.VipDesk })),
);
const RebateDesk = lazy(() =>
  import('./features/rebate/RebateDesk').then((module) => ({ default: module.RebateDesk })),
);
const ReferralDesk = lazy(() =>
  import('./features/referral/ReferralDesk').then((module) => ({ default: module.ReferralDesk })),
);
const MissionsDesk = lazy(() =>
  import('./features/missions/MissionsDesk').then((module) => ({ default: module.MissionsDesk })),
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
const PlatformDesk = lazy(() =>
  import('./features/platform/PlatformDesk').then((module) => ({ default: module.PlatformDesk })),
);
const OutboxDesk = lazy(() =>
  import('./features/outbox/OutboxDesk').then((module) => ({ default: module.OutboxDesk })),
);
const SecurityDesk = lazy(() =>
  import('./features/session/SecurityDesk').then((module) => ({ default: module.SecurityDesk })),
);
const ActionLog = lazy(() =>
  import('./features/actions/ActionLog').then((module) => ({ default: module.ActionLog })),
);

function DeskContent({ desk, operator }: { desk: DeskId; operator: Operator }) {
  switch (desk) {
    case 'merchants':
      return <PlatformDesk />;
    case 'deposits':
      return <DepositDesk />;
    case 'withdrawals':
      return <WithdrawalDesk />;
    case 'members':
      return <MemberDesk operator={operator} />;
    case 'agents':
      return <AgentsDesk operator={operator} />;
    case 'adjustments':
      return <AdjustmentDesk operator={operator} />;
    case 'payments':
      return <PaymentDesk operator={operator} />;
    case 'games':
      return <GameDesk operator={operator} />;
    case 'lottery':
      return <LotteryDesk operator={operator} />;
    case 'tables':
      return <TablesDesk operator={operator} />;
    case 'cockfight':
      return <CockfightDesk operator={operator} />;
    case 'sportsbook':
      return <SportsbookDesk operator={operator} />;
    case 'promotions':
      return <PromotionDesk operator={operator} />;
    case 'points':
      return <PointsDesk operator={operator} />;
    case 'vip':
      return <VipDesk operator={operator} />;
    case 'rebate':
      return <RebateDesk operator={operator} />;
    case 'referral':
      return <ReferralDesk operator={operator} />;
    case 'missions':
      return <MissionsDesk operator={operator} />;
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
    case 'security':
      return <SecurityDesk operator={operator} />;
    case 'outbox':
      return <OutboxDesk operator={operator} />;
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
  const hasOutbox = useOutboxKinds(operator).length > 0;
  const desks = useMemo(() => desksFor(operator, hasOutbox), [operator, hasOutbox]);
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
            void endSession(queryClient).finally(onSignedOut);
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

/** Signs out on the server and forgets the session and everything loaded with it. */
async function endSession(queryClient: QueryClient): Promise<void> {
  await signOut().catch(() => undefined);
  setOpsToken(null);
  queryClient.clear();
}

/** The back office: sign-in, the authenticator's set-up where it is due, then the desk. */
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
    // A role changed to one that moves money: the authenticator is due before anything else.
    const due = () => void currentOperator().then(setOperator).catch(ended);
    window.addEventListener(sessionEndedEvent, ended);
    window.addEventListener(enrolmentDueEvent, due);
    return () => {
      window.removeEventListener(sessionEndedEvent, ended);
      window.removeEventListener(enrolmentDueEvent, due);
    };
  }, [queryClient]);
  if (isChecking) return <div className="ops-loading" aria-busy="true" />;
  if (!operator) return <LoginPage onSignedIn={setOperator} />;
  if (operator.twoFactor === 'required') {
    return (
      <EnrolmentPage
        operator={operator}
        onEnrolled={() => {
          queryClient.clear();
          setOperator({ ...operator, twoFactor: 'enabled' });
        }}
        onSignOut={() => void endSession(queryClient).finally(() => setOperator(null))}
      />
    );
  }
  return <Desk operator={operator} onSignedOut={() => setOperator(null)} />;
}
