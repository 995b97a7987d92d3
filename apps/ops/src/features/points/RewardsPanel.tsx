import type { DeskReward, PointsDesk } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { formatPoints, rewardName } from './points-text';
import type { PointsChanges } from './points.api';
import { RewardDialog } from './RewardDialog';

/** The table's columns in order (the row's actions follow for an editor). */
const tableColumns = [
  'kind',
  'name',
  'points',
  'amount',
  'stock',
  'memberLimit',
  'active',
  'redeemed',
] as const;

/** What a reward pays: cash, a bonus with its turnover, or nothing (an item). */
function RewardAmount({ reward, currency }: { reward: DeskReward; currency: string }) {
  const { t } = useTranslation();
  if (reward.amount === null) return <span className="ops-muted">–</span>;
  return (
    <>
      <span className="ops-number">{formatAmount(reward.amount, currency)}</span>
      {reward.kind === 'bonus' && (
        <>
          <br />
          <small className="ops-muted">
            {t('pointsDesk.rewards.turnover', { multiple: reward.turnoverMultiple })}
          </small>
        </>
      )}
    </>
  );
}

/** One reward of the mall as a row; on a phone, a stack of labelled lines. */
function RewardRow({
  reward,
  currency,
  canEdit,
  onEdit,
}: {
  reward: DeskReward;
  currency: string;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const column = (name: string) => t(`pointsDesk.rewards.column.${name}`);
  const limit = (value: number | null) =>
    value === null ? t('pointsDesk.rewards.unlimited') : formatPoints(value);
  const name = rewardName(reward, i18n.language);
  return (
    <tr data-testid="reward-row" data-reward-id={reward.id}>
      <td data-label={column('kind')}>
        <span className={`ops-badge points-kind--${reward.kind}`}>
          {t(`pointsDesk.rewards.kind.${reward.kind}`)}
        </span>
      </td>
      <td data-label={column('name')}>{name}</td>
      <td data-label={column('points')} className="ops-number">
        {formatPoints(reward.points)}
      </td>
      <td data-label={column('amount')}>
        <RewardAmount reward={reward} currency={currency} />
      </td>
      <td data-label={column('stock')}>{limit(reward.stock)}</td>
      <td data-label={column('memberLimit')}>{limit(reward.memberLimit)}</td>
      <td data-label={column('active')}>
        <span className={reward.isActive ? 'ops-badge ops-badge--ok' : 'ops-badge ops-badge--off'}>
          {t(reward.isActive ? 'pointsDesk.rewards.active' : 'pointsDesk.rewards.inactive')}
        </span>
      </td>
      <td data-label={column('redeemed')} className="ops-number">
        {formatPoints(reward.redeemed)} / {formatPoints(reward.inProcess)}
      </td>
      {canEdit && (
        <td data-label={column('actions')}>
          <button
            type="button"
            className="ops-button ops-button--ghost"
            aria-label={t('pointsDesk.rewards.editNamed', { name })}
            onClick={onEdit}
            data-testid="reward-edit"
          >
            {t('pointsDesk.rewards.edit')}
          </button>
        </td>
      )}
    </tr>
  );
}

/** The point mall's rewards with their stock and what they have given; editors add and edit. */
export function RewardsPanel({ desk, changes }: { desk: PointsDesk; changes: PointsChanges }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<DeskReward | 'new' | null>(null);
  const { currency } = desk.config;
  return (
    <section className="ops-panel" data-testid="points-rewards">
      <div className="ops-section-head">
        <h2>{t('pointsDesk.rewards.title')}</h2>
        {desk.canEdit && (
          <button
            type="button"
            className="ops-button"
            onClick={() => setEditing('new')}
            data-testid="reward-new"
          >
            {t('pointsDesk.rewards.add')}
          </button>
        )}
      </div>
      {desk.rewards.length === 0 ? (
        <p className="ops-empty">{t('pointsDesk.rewards.empty')}</p>
      ) : (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack points-rewards">
            <thead>
              <tr>
                {tableColumns.map((name) => (
                  <th key={name} scope="col">
                    {t(`pointsDesk.rewards.column.${name}`)}
                  </th>
                ))}
                {desk.canEdit && (
                  <th scope="col">
                    <span className="visually-hidden">
                      {t('pointsDesk.rewards.column.actions')}
                    </span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {desk.rewards.map((reward) => (
                <RewardRow
                  key={reward.id}
                  reward={reward}
                  currency={currency}
                  canEdit={desk.canEdit}
                  onEdit={() => setEditing(reward)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <RewardDialog
          reward={editing === 'new' ? null : editing}
          currency={currency}
          changes={changes}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
