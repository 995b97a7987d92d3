import type { Operator } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { addPointsTexts } from './i18n';
import { usePointsChanges, usePointsDesk, type MerchantChoice } from './points.api';
import { PointsSummary } from './PointsSummary';
import { RedemptionQueue } from './RedemptionQueue';
import { RewardsPanel } from './RewardsPanel';
import { SettingsPanel } from './SettingsPanel';
import './points.css';

addPointsTexts();

/** One merchant's programme: what it owes, its settings, the mall's rewards and the queue. */
function MerchantPoints({ merchant }: { merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const desk = usePointsDesk(merchant);
  const changes = usePointsChanges(merchant);
  const data = desk.data;
  return (
    <>
      <section className="ops-panel">
        <div className="ops-section-head">
          <h2>{t('pointsDesk.summary.title')}</h2>
          <BusyButton isGhost isBusy={desk.isFetching} onClick={() => void desk.refetch()}>
            {t('common.refresh')}
          </BusyButton>
        </div>
        <p className="ops-hint">{t('pointsDesk.intro')}</p>
        <ErrorNote text={desk.error ? errorText(desk.error, t('common.loadFailed')) : null} />
        {desk.isPending && <Skeleton rows={3} />}
        {data && <PointsSummary liability={data.liability} currency={data.config.currency} />}
      </section>
      {data && (
        <RedemptionQueue
          merchant={merchant}
          currency={data.config.currency}
          waiting={data.liability.inProcess}
          canReview={data.canReview}
          changes={changes}
        />
      )}
      {data && <SettingsPanel desk={data} changes={changes} />}
      {data && <RewardsPanel desk={data} changes={changes} />}
    </>
  );
}

/**
 * The points desk: what the points programme owes and has cost; how deposits earn points (the
 * ratio table) and what they convert to; the point mall's rewards; and the queue where finance
 * approves a redemption (the reward is paid) or rejects it with a reason (the points go back).
 */
export function PointsDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack points-desk" data-testid="points-desk">
      <h1 className="points-desk__title">{t('pointsDesk.title')}</h1>
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && <MerchantPoints key={merchant ?? ''} merchant={merchant} />}
    </div>
  );
}
