import type { DeskMission, MissionDesk } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { useRenderWhenPassed } from '../../ui/clock';
import { formatAmount, formatDateTime } from '../../ui/format';
import { formatCount } from '../vip/vip-text';
import { goalOf, missionNameOf, missionPhaseOf } from './mission-form';

/** What a mission asks, in the desk's words ("Bet 500.00 BDT on Live casino"). */
export function useGoalWords(currency: string) {
  const { t } = useTranslation();
  return (mission: Pick<DeskMission, 'kind' | 'target' | 'gameType' | 'game'>) => {
    const goal = goalOf(mission);
    return t(`missionsDesk.goal.${goal.key}`, {
      amount: goal.amount === null ? undefined : formatAmount(goal.amount, currency),
      count: goal.count ?? undefined,
      gameType: goal.gameType ? t(`games.type.${goal.gameType}`) : undefined,
      game: goal.game ? `${goal.game.vassalage} · ${goal.game.code}` : undefined,
    });
  };
}

/** A mission's period, and the bounds it runs between when it has them. */
function PeriodCell({ mission, timeZone }: { mission: DeskMission; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const { startsAt, endsAt } = mission;
  let bounds: string | null = null;
  if (startsAt && endsAt)
    bounds = t('missionsDesk.list.between', { from: time(startsAt), to: time(endsAt) });
  else if (startsAt) bounds = t('missionsDesk.list.from', { from: time(startsAt) });
  else if (endsAt) bounds = t('missionsDesk.list.until', { to: time(endsAt) });
  return (
    <>
      {t(`missionsDesk.period.${mission.period}`)}
      {bounds && <small className="ms-sub">{bounds}</small>}
    </>
  );
}

const phaseBadges = { off: 'off', scheduled: 'pending', running: 'ok', ended: 'off' } as const;

/** One mission's row: its name, goal, period, reward, score, what it paid and where it stands. */
function MissionRow({
  mission,
  desk,
  onEdit,
}: {
  mission: DeskMission;
  desk: MissionDesk;
  onEdit: ((mission: DeskMission) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const goalWords = useGoalWords(desk.currency);
  const name = missionNameOf(mission.names, i18n.language);
  // A bound passing changes the badge without a refresh.
  useRenderWhenPassed(mission.isActive ? [mission.startsAt, mission.endsAt] : []);
  const phase = missionPhaseOf(mission, new Date());
  const label = (column: string) => t(`missionsDesk.list.column.${column}`);
  return (
    <tr data-testid={`mission-${mission.id}`} data-active={mission.isActive}>
      <th scope="row" className="ms-name">
        {name}
        <small className="ms-sub">{t('missionsDesk.list.order', { n: mission.sortOrder })}</small>
      </th>
      <td data-label={label('goal')}>{goalWords(mission)}</td>
      <td data-label={label('period')}>
        <PeriodCell mission={mission} timeZone={desk.timeZone} />
      </td>
      <td data-label={label('reward')}>
        <span className="ops-number">{formatAmount(mission.reward, desk.currency)}</span>
        <small className="ms-sub">
          {mission.turnoverMultiple === 0
            ? t('missionsDesk.list.noTurnover')
            : t('missionsDesk.list.turnover', { n: mission.turnoverMultiple })}
        </small>
      </td>
      <td data-label={label('score')} className="ops-align-end">
        <span className="ops-number">{formatCount(mission.score)}</span>
      </td>
      <td data-label={label('paid')} className="ops-align-end">
        <span className="ops-number">{formatAmount(mission.paid, desk.currency)}</span>
        <small className="ms-sub">{t('missionsDesk.list.claims', { count: mission.claims })}</small>
      </td>
      <td data-label={label('status')}>
        <span className={`ops-badge ops-badge--${phaseBadges[phase]}`} data-testid="mission-phase">
          {t(`missionsDesk.phase.${phase}`)}
        </span>
      </td>
      {onEdit && (
        <td className="ms-row-actions">
          <button
            type="button"
            className="ops-button ops-button--ghost"
            aria-label={t('missionsDesk.list.editNamed', { name })}
            onClick={() => onEdit(mission)}
            data-testid="mission-edit"
          >
            {t('missionsDesk.list.edit')}
          </button>
        </td>
      )}
    </tr>
  );
}

/** The merchant's missions in their order, or what to do when there are none yet. */
export function MissionList({
  desk,
  onEdit,
}: {
  desk: MissionDesk;
  /** Absent for an operator who may only read. */
  onEdit: ((mission: DeskMission) => void) | undefined;
}) {
  const { t } = useTranslation();
  if (desk.missions.length === 0) {
    return (
      <div className="ops-empty" data-testid="missions-empty">
        <p>{t('missionsDesk.list.empty')}</p>
        <p>{t(desk.canEdit ? 'missionsDesk.list.emptyNext' : 'missionsDesk.list.emptyReader')}</p>
      </div>
    );
  }
  const columns = ['goal', 'period', 'reward', 'score', 'paid', 'status'] as const;
  return (
    <div className="ops-table-wrap">
      <table className="ops-table ops-table--stack ms-table" data-testid="missions-list">
        <thead>
          <tr>
            <th scope="col">{t('missionsDesk.list.column.name')}</th>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'score' || column === 'paid' ? 'ops-align-end' : undefined}
              >
                {t(`missionsDesk.list.column.${column}`)}
              </th>
            ))}
            {onEdit && (
              <th scope="col">
                <span className="visually-hidden">{t('missionsDesk.list.column.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {desk.missions.map((mission) => (
            <MissionRow key={mission.id} mission={mission} desk={desk} onEdit={onEdit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
