import type { PointsLiability } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { formatPoints } from './points-text';

/** One figure of the summary: its name, its value, and a line under it when it has one. */
interface Figure {
  name: string;
  value: string;
  note?: string;
}

/**
 * What the programme owes and has cost: points in members' hands (and what they are worth),
 * those held by redemptions waiting, and what has been issued, spent and paid so far.
 */
export function PointsSummary({
  liability,
  currency,
}: {
  liability: PointsLiability;
  currency: string;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => formatAmount(amount, currency);
  const figures: Figure[] = [
    {
      name: 'outstanding',
      value: formatPoints(liability.outstanding),
      note: t('pointsDesk.summary.worth', { value: money(liability.outstandingValue) }),
    },
    { name: 'held', value: formatPoints(liability.held) },
    { name: 'waiting', value: formatPoints(liability.inProcess) },
    { name: 'issued', value: formatPoints(liability.issued) },
    { name: 'redeemed', value: formatPoints(liability.redeemed) },
    { name: 'converted', value: formatPoints(liability.converted) },
    { name: 'cashPaid', value: money(liability.cashPaid) },
    { name: 'bonusPaid', value: money(liability.bonusPaid) },
    { name: 'itemsApproved', value: formatPoints(liability.itemsApproved) },
  ];
  return (
    <dl className="points-summary" data-testid="points-liability">
      {figures.map((figure) => (
        <div key={figure.name} className="points-summary__figure" data-figure={figure.name}>
          <dt>{t(`pointsDesk.summary.${figure.name}`)}</dt>
          <dd className="ops-number">{figure.value}</dd>
          {figure.note && <dd className="points-summary__note">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
