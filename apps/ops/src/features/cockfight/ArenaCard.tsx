import type { CockfightArena, CockfightFight, CockfightSide } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatTimeOfDay } from '../../ui/format';
import { isNegativeAmount } from '../tables/table-figures';
import { cockfightText, oddsText } from '../tables/table-text';
import { canAnnounce, fightStake, fightStepsAllowed } from './fight-figures';

/** A step an operator asks for on an arena's fight; the desk opens its dialog. */
export type FightStep = 'announce' | 'moveOdds' | 'close' | 'declare' | 'cancel';

/** A fight's status as a badge: green while it takes bets, amber while it is fought. */
const statusBadges: Record<CockfightFight['status'], string> = {
  open: 'ops-badge ops-badge--ok',
  closed: 'ops-badge ops-badge--pending',
  resolved: 'ops-badge ops-badge--disbursed',
  settled: 'ops-badge',
  cancelled: 'ops-badge ops-badge--off',
  refunded: 'ops-badge ops-badge--off',
};

/** A side of the fight under way: its odds, stakes and what the house keeps if it wins. */
function SideTile({ side, currency }: { side: CockfightSide; currency: string | undefined }) {
  const { t } = useTranslation();
  const isLoss = isNegativeAmount(side.houseIfWins);
  return (
    <section
      className={`cf-side cf-side--${side.side}`}
      data-testid={`fight-side-${side.side}`}
      aria-label={t(`tables.areas.${side.side}`)}
    >
      <header className="cf-side__head">
        <h4>{t(`tables.areas.${side.side}`)}</h4>
        {side.isClosed && (
          <span className="ops-badge ops-badge--off" data-testid="side-closed">
            {t('cockfight.sideClosed')}
          </span>
        )}
      </header>
      <p className="cf-side__odds ops-number">
        {side.odds === null ? t('cockfight.poolOdds') : oddsText(side.odds)}
      </p>
      <dl className="cf-side__figures">
        <div>
          <dt>{t('cockfight.stake')}</dt>
          <dd className="ops-number" data-testid="side-stake">
            {formatAmount(side.stake, currency)}
          </dd>
        </div>
        <div>
          <dt>{t('cockfight.bets')}</dt>
          <dd className="ops-number">{side.bets}</dd>
        </div>
        <div>
          <dt>{t('cockfight.houseIfWins')}</dt>
          <dd
            className={isLoss ? 'ops-number ops-text-danger' : 'ops-number'}
            data-testid="side-house"
          >
            {formatAmount(side.houseIfWins, currency)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The steps in the order they come, the ones that undo or merely adjust in outline. */
const stepButtons: readonly { step: FightStep; className: string }[] = [
  { step: 'announce', className: 'ops-button' },
  { step: 'moveOdds', className: 'ops-button ops-button--ghost' },
  { step: 'close', className: 'ops-button' },
  { step: 'declare', className: 'ops-button' },
  { step: 'cancel', className: 'ops-button ops-button--ghost cf-danger' },
];

/** The buttons of the steps that fit the fight's status; none for finance, who watches. */
function StepButtons({
  arena,
  isManager,
  onStep,
}: {
  arena: CockfightArena;
  isManager: boolean;
  onStep: (step: FightStep) => void;
}) {
  const { t } = useTranslation();
  if (!isManager) return null;
  const allowed = fightStepsAllowed(arena.current, arena.pricing);
  const isShown: Record<FightStep, boolean> = {
    announce: canAnnounce(arena),
    moveOdds: allowed.canMoveOdds,
    close: allowed.canClose,
    declare: allowed.canDeclare,
    cancel: allowed.canCancel,
  };
  return (
    <div className="ops-actions cf-steps">
      {stepButtons
        .filter(({ step }) => isShown[step])
        .map(({ step, className }) => (
          <button key={step} type="button" className={className} onClick={() => onStep(step)}>
            {t(`cockfight.steps.${step}`)}
          </button>
        ))}
    </div>
  );
}

/** The fight under way: its name, a big status, and its three sides. */
function CurrentFight({
  fight,
  currency,
}: {
  fight: CockfightFight;
  currency: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="cf-current" data-testid="current-fight" data-status={fight.status}>
      <div className="cf-current__head">
        <div>
          <h3 data-testid="fight-label">{fight.label}</h3>
          <small className="ops-muted">
            {t('cockfight.fightMeta', {
              number: fight.number,
              at: formatTimeOfDay(fight.opensAt, i18n.language),
              count: fight.players,
            })}
          </small>
        </div>
        <span className={`cf-status ${statusBadges[fight.status]}`} data-testid="fight-status">
          {t(`cockfight.status.${fight.status}`)}
        </span>
      </div>
      <div className="cf-sides">
        {fight.sides.map((side) => (
          <SideTile key={side.side} side={side} currency={currency} />
        ))}
      </div>
    </div>
  );
}

/** A past fight in one line: its name, winner or cancellation, players and stakes. */
function RecentFight({ fight, currency }: { fight: CockfightFight; currency: string | undefined }) {
  const { t } = useTranslation();
  const isCancelled = fight.status === 'cancelled' || fight.status === 'refunded';
  return (
    <li className="cf-recent__item" data-testid={`recent-fight-${fight.number}`}>
      <span className="cf-recent__label">
        <strong>{fight.label}</strong>
        <small className="ops-muted"> · {fight.number}</small>
      </span>
      <span data-testid="recent-result">
        {isCancelled && (
          <span className="ops-badge ops-badge--off">
            {t('cockfight.cancelledBecause', { reason: fight.cancelReason ?? '' })}
          </span>
        )}
        {!isCancelled && fight.winner && (
          <span className={`cf-winner-badge cf-winner-badge--${fight.winner}`}>
            {t('cockfight.won', { side: t(`tables.areas.${fight.winner}`) })}
          </span>
        )}
        {!isCancelled && !fight.winner && (
          <span className={statusBadges[fight.status]}>
            {t(`cockfight.status.${fight.status}`)}
          </span>
        )}
      </span>
      <small className="ops-muted">
        {t('cockfight.recentFigures', {
          count: fight.players,
          stake: formatAmount(fightStake(fight), currency),
        })}
      </small>
    </li>
  );
}

/**
 * An arena on the console: its pricing, the fight under way with its sides live, the steps
 * that fit its status, and the last fights.
 */
export function ArenaCard({
  arena,
  currency,
  isManager,
  onStep,
}: {
  arena: CockfightArena;
  currency: string | undefined;
  isManager: boolean;
  onStep: (step: FightStep) => void;
}) {
  const { t } = useTranslation();
  return (
    <article className="ops-panel cf-arena" data-testid={`arena-${arena.code}`}>
      <header className="ops-section-head">
        <h2>
          {arena.name}{' '}
          <small className="ops-muted">
            <code>{arena.code}</code>
          </small>
        </h2>
        {arena.status === 'paused' && (
          <span className="ops-badge ops-badge--pending">{t('tables.status.paused')}</span>
        )}
      </header>
      <p className="ops-hint">
        {cockfightText({ cockfight: arena }, t)} ·{' '}
        {t('cockfight.cap', { cap: formatAmount(arena.maxFightPayout, currency) })}
      </p>
      {arena.current ? (
        <CurrentFight fight={arena.current} currency={currency} />
      ) : (
        <p className="ops-empty" data-testid="no-fight">
          {t(arena.status === 'paused' ? 'cockfight.pausedNoFight' : 'cockfight.noFight')}
        </p>
      )}
      <StepButtons arena={arena} isManager={isManager} onStep={onStep} />
      <h3 className="cf-recent__title">{t('cockfight.recent')}</h3>
      {arena.recent.length === 0 ? (
        <p className="ops-muted">{t('cockfight.noRecent')}</p>
      ) : (
        <ul className="cf-recent" data-testid="recent-fights">
          {arena.recent.map((fight) => (
            <RecentFight key={fight.id} fight={fight} currency={currency} />
          ))}
        </ul>
      )}
    </article>
  );
}
