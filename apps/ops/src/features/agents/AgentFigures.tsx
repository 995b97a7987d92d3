import type { AgentNode } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount } from '../../ui/format';
import { useAgentFigures } from './agents.api';

/**
 * An agent's team figures, period by period (today to last month, in the merchant's days): new
 * and active members, money in and out, valid bet and the members' win/loss.
 */
export function AgentFigures({ agent, onClose }: { agent: AgentNode; onClose: () => void }) {
  const { t } = useTranslation();
  const figures = useAgentFigures(agent.id);
  const data = figures.data;
  return (
    <section className="ops-panel" data-testid="agent-figures">
      <div className="ops-section-head">
        <h2>{t('agents.figuresTitle', { username: agent.username })}</h2>
        <button type="button" className="ops-button ops-button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <ErrorNote text={figures.error ? errorText(figures.error, t('common.loadFailed')) : null} />
      {figures.isPending && <Skeleton rows={6} />}
      {data && (
        <>
          <p className="ops-hint">
            {t('agents.figuresTeam', {
              teamSize: data.teamSize,
              directMembers: data.directMembers,
              directAgents: data.directAgents,
              currency: data.currency,
            })}
          </p>
          <div className="ops-table-wrap">
            <table className="ops-table ops-table--stack" data-testid="agent-figures-periods">
              <thead>
                <tr>
                  <th>{t('agents.period')}</th>
                  <th className="ops-align-end">{t('agents.newMembers')}</th>
                  <th className="ops-align-end">{t('agents.activeMembers')}</th>
                  <th className="ops-align-end">{t('agents.deposit')}</th>
                  <th className="ops-align-end">{t('agents.withdrawal')}</th>
                  <th className="ops-align-end">{t('agents.validBet')}</th>
                  <th className="ops-align-end">{t('agents.winLoss')}</th>
                </tr>
              </thead>
              <tbody>
                {data.periods.map(({ period, from, to, activeMembers, figures: sums }) => (
                  <tr key={period}>
                    <th scope="row" data-label={t('agents.period')}>
                      {t(`agents.periods.${period}`)}{' '}
                      <small className="ops-muted">
                        {from === to ? from : t('agents.dayRange', { from, to })}
                      </small>
                    </th>
                    <td data-label={t('agents.newMembers')} className="ops-number ops-align-end">
                      {sums.newMembers}
                    </td>
                    <td data-label={t('agents.activeMembers')} className="ops-number ops-align-end">
                      {activeMembers}
                    </td>
                    <td data-label={t('agents.deposit')} className="ops-number ops-align-end">
                      {formatAmount(sums.deposit)}
                    </td>
                    <td data-label={t('agents.withdrawal')} className="ops-number ops-align-end">
                      {formatAmount(sums.withdrawal)}
                    </td>
                    <td data-label={t('agents.validBet')} className="ops-number ops-align-end">
                      {formatAmount(sums.validBet)}
                    </td>
                    <td data-label={t('agents.winLoss')} className="ops-number ops-align-end">
                      {formatAmount(sums.winLoss)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
