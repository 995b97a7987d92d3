import type { Mission } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { ClaimConfirm } from '../../ui/ClaimConfirm';
import { Icon, type IconName } from '../../ui/Icon';
import { formatAmount } from '../../ui/format';
import { useFormatDateTime } from '../system/date-time';
import { goalText, goPath, progressFigures, progressPercent } from './missions.rules';

const kindIcons: Record<Mission['kind'], IconName> = {
  deposit: 'wallet',
  bet: 'rng',
  play: 'play',
  win_streak: 'flame',
  invite: 'user',
};

/** The button of a mission: Claim when done, Go where it is done, or Claimed. */
function MissionAction({
  mission,
  isLocked,
  onClaim,
}: {
  mission: Mission;
  isLocked: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  if (mission.status === 'claimable') {
    return (
      <button
        type="button"
        className="button button--accent mission-card__action"
        onClick={onClaim}
        disabled={isLocked}
        data-testid="mission-claim"
      >
        {t('missions.card.claim')}
      </button>
    );
  }
  if (mission.status === 'claimed') {
    return (
      <span className="mission-card__state" data-testid="mission-state">
        <Icon name="shield" size={16} />
        {t('missions.card.claimed')}
      </span>
    );
  }
  const path = goPath(mission);
  return path ? (
    <AppLink to={path} className="button mission-card__action" data-testid="mission-go">
      {t('missions.card.go')}
    </AppLink>
  ) : null;
}

/** One mission: its goal, its progress bar, what it pays, and its button. */
export function MissionCard({
  mission,
  currency,
  isConfirming,
  isBusy,
  isLocked,
  error,
  onClaim,
  onConfirm,
  onCancel,
}: {
  mission: Mission;
  currency: string;
  isConfirming: boolean;
  isBusy: boolean;
  isLocked: boolean;
  error: string | null;
  onClaim: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const goal = goalText(mission, currency, (type) => t(`missions.gameType.${type}`));
  const figures = progressFigures(mission);
  const percent = progressPercent(mission);
  return (
    <li
      className={`mission-card mission-card--${mission.status}`}
      data-testid="mission-card"
      data-status={mission.status}
      data-id={mission.id}
    >
      <span className={`mission-card__icon mission-card__icon--${mission.kind}`} aria-hidden="true">
        <Icon name={kindIcons[mission.kind]} size={22} />
      </span>
      <div className="mission-card__body">
        <p className="mission-card__name">{mission.name}</p>
        <p className="mission-card__goal">{t(goal.key, goal.values)}</p>
        <div
          className="mission-card__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('missions.card.progress', figures)}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="mission-card__meta">
          <span data-testid="mission-progress">{t('missions.card.progress', figures)}</span>
          {mission.endsAt && (
            <span>
              {t(mission.period === 'event' ? 'missions.card.ends' : 'missions.card.resets', {
                time: formatTime(mission.endsAt),
              })}
            </span>
          )}
        </p>
      </div>
      <div className="mission-card__reward">
        <span className="mission-card__amount">
          +{formatAmount(mission.reward)} <small>{currency}</small>
        </span>
        {mission.score > 0 && (
          <span className="mission-card__score">
            {t('missions.card.score', { score: mission.score })}
          </span>
        )}
        <MissionAction mission={mission} isLocked={isLocked} onClaim={onClaim} />
      </div>
      {isConfirming && (
        <ClaimConfirm
          title={t('missions.confirm.title', { amount: formatAmount(mission.reward), currency })}
          text={
            Number(mission.turnover) > 0
              ? t('missions.confirm.turnover', {
                  turnover: formatAmount(mission.turnover),
                  currency,
                })
              : t('missions.confirm.noTurnover')
          }
          confirmLabel={t('missions.card.confirm')}
          busyLabel={t('missions.card.busy')}
          isBusy={isBusy}
          testId="mission-claim-confirm"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
      {error && (
        <p className="mission-card__error" role="alert" data-testid="mission-error">
          {error}
        </p>
      )}
    </li>
  );
}
