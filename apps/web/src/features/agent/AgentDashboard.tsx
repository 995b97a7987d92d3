import {
  agentPeriods,
  type AgentPeriod,
  type TeamFigures,
  type TeamOverview,
} from '@khela/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCalendarDay, formatSignedAmount } from '../../ui/format';
import { LoadFailed } from '../wallet/LoadFailed';
import { netClass } from '../records/bet-round';
import { useTeamOverview } from './agent.api';
import './agent.css';

// The charting library comes with the charts, not with the site.
const TeamChart = lazy(() => import('./TeamChart'));
const HourChart = lazy(() => import('./HourChart'));

/** One figure of the period: its name, its value and, for counts of money moves, how many. */
function Figure({ name, value, note }: { name: string; value: string; note?: string }) {
  const { t } = useTranslation();
  return (
    <div className="agent-figure" data-testid={`agent-figure-${name}`}>
      <dt>{t(`agent.figures.${name}`)}</dt>
      <dd>
        {value}
        {note ? <small>{note}</small> : null}
      </dd>
    </div>
  );
}

function PeriodFigures({
  figures,
  activeMembers,
}: {
  figures: TeamFigures;
  activeMembers: number;
}) {
  const { t } = useTranslation();
  const times = (count: number) => t('agent.times', { count });
  return (
    <dl className="agent-figures">
      <Figure name="newMembers" value={String(figures.newMembers)} />
      <Figure name="activeMembers" value={String(activeMembers)} />
      <Figure
        name="deposit"
        value={formatAmount(figures.deposit)}
        note={times(figures.depositCount)}
      />
      <Figure
        name="withdrawal"
        value={formatAmount(figures.withdrawal)}
        note={times(figures.withdrawalCount)}
      />
      <Figure
        name="validBet"
        value={formatAmount(figures.validBet)}
        note={times(figures.betCount)}
      />
      <Figure name="payout" value={formatAmount(figures.payout)} />
      <Figure name="bonus" value={formatAmount(figures.bonus)} />
      <div className="agent-figure agent-figure--net" data-testid="agent-figure-winLoss">
        <dt>{t('agent.figures.winLoss')}</dt>
        <dd className={netClass(figures.winLoss)}>{formatSignedAmount(figures.winLoss)}</dd>
      </div>
    </dl>
  );
}

/** Today by hour: a chart once there is an hour to show, else a line saying so (same height). */
function TodayByHour({ hours }: { hours: TeamOverview['hours'] | undefined }) {
  const { t } = useTranslation();
  if (!hours) return <div className="agent-chart__canvas agent-chart__canvas--hours" />;
  if (hours.length === 0) {
    return (
      <div className="agent-chart__canvas agent-chart__canvas--hours agent-chart__none">
        <p>{t('agent.hoursNone')}</p>
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="agent-chart__canvas agent-chart__canvas--hours" />}>
      <HourChart hours={hours} />
    </Suspense>
  );
}

/**
 * /agentHome for an agent (spec §4): the team's size and what it did in the period chosen,
 * today by hour, then the last 30 days as a chart. Figures are the folded ones (a minute behind
 * at most).
 */
export function AgentDashboard() {
  const { t, i18n } = useTranslation();
  const overview = useTeamOverview();
  const [period, setPeriod] = useState<AgentPeriod>('today');
  if (overview.isError) return <LoadFailed onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const current = data?.periods.find((item) => item.period === period);
  return (
    <div className="agent-dashboard" data-testid="agent-dashboard" aria-busy={!data}>
      <section className="card agent-team" aria-labelledby="agent-team-title">
        <h2 id="agent-team-title">{t('agent.team')}</h2>
        <dl className="agent-team__sizes">
          <div>
            <dt>{t('agent.teamSize')}</dt>
            <dd data-testid="agent-team-size">{data ? data.teamSize : '–'}</dd>
          </div>
          <div>
            <dt>{t('agent.directMembers')}</dt>
            <dd>{data ? data.directMembers : '–'}</dd>
          </div>
          <div>
            <dt>{t('agent.directAgents')}</dt>
            <dd>{data ? data.directAgents : '–'}</dd>
          </div>
        </dl>
      </section>

      <section className="card agent-period" aria-labelledby="agent-period-title">
        <h2 id="agent-period-title">{t('agent.figuresTitle')}</h2>
        <div className="agent-periods" role="radiogroup" aria-label={t('agent.period')}>
          {agentPeriods.map((item) => (
            <button
              key={item}
              type="button"
              role="radio"
              aria-checked={period === item}
              className="chip"
              data-testid={`agent-period-${item}`}
              onClick={() => setPeriod(item)}
            >
              {t(`agent.periods.${item}`)}
            </button>
          ))}
        </div>
        {current ? (
          <>
            <p className="agent-period__range">
              {current.from === current.to
                ? formatCalendarDay(current.from, i18n.language)
                : `${formatCalendarDay(current.from, i18n.language)} – ${formatCalendarDay(current.to, i18n.language)}`}
            </p>
            <PeriodFigures figures={current.figures} activeMembers={current.activeMembers} />
          </>
        ) : (
          <div className="agent-figures agent-figures--loading" />
        )}
      </section>

      <section className="card agent-hours" aria-labelledby="agent-hours-title">
        <h2 id="agent-hours-title">{t('agent.hoursTitle')}</h2>
        <TodayByHour hours={data?.hours} />
      </section>

      <section className="card agent-chart" aria-labelledby="agent-chart-title">
        <h2 id="agent-chart-title">{t('agent.chartTitle')}</h2>
        <Suspense fallback={<div className="agent-chart__canvas" />}>
          {data ? <TeamChart days={data.days} /> : <div className="agent-chart__canvas" />}
        </Suspense>
      </section>
    </div>
  );
}
