import type { Operator } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { addReferralTexts } from './i18n';
import {
  useReferralChanges,
  useReferralReport,
  type DayRange,
  type MerchantChoice,
} from './referral.api';
import { CostPanel, WithheldPanel } from './ReviewPanels';
import { SettingsPanel } from './SettingsPanel';
import './referral.css';

addReferralTexts();

/** One merchant's referral programme: its settings, the withheld friends, its cost. */
function MerchantReferral({ merchant }: { merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange | undefined>(undefined);
  const report = useReferralReport(merchant, range);
  const changes = useReferralChanges(merchant);
  const data = report.data;
  return (
    <>
      <section className="ops-panel">
        <div className="ops-section-head">
          <h2>{t('referralDesk.state.title')}</h2>
          <BusyButton isGhost isBusy={report.isFetching} onClick={() => void report.refetch()}>
            {t('common.refresh')}
          </BusyButton>
        </div>
        <p className="ops-hint">{t('referralDesk.intro')}</p>
        <ErrorNote text={report.error ? errorText(report.error, t('common.loadFailed')) : null} />
        {report.isPending && <Skeleton rows={3} />}
        {data && (
          <p data-testid="referral-state">
            {data.settings.isSaved && data.settings.isEnabled
              ? t('referralDesk.state.on')
              : t('referralDesk.state.off')}
          </p>
        )}
      </section>
      {data && (
        <SettingsPanel key={data.settings.startedAt ?? ''} report={data} changes={changes} />
      )}
      {data && <WithheldPanel report={data} changes={changes} />}
      {data && <CostPanel report={data} onRange={setRange} />}
    </>
  );
}

/**
 * The referral desk: the programme (on or off, the qualifying deposit, the turnover, the days
 * to claim, the tiers), the friends whose rewards are withheld for sharing a device, an address
 * or a mobile number with their referrer (released or rejected here), and what rewards paid.
 */
export function ReferralDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack rf-desk" data-testid="referral-desk">
      <h1 className="rf-desk__title">{t('referralDesk.title')}</h1>
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && <MerchantReferral key={merchant ?? ''} merchant={merchant} />}
    </div>
  );
}
