import type { Operator } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desksFor } from '../../navigation';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { addRebateTexts } from './i18n';
import { ProgrammeState } from './ProgrammeState';
import type { DayRange } from './rebate-form';
import { useRebateChanges, useRebateReport, type MerchantChoice } from './rebate.api';
import { ReportPanel } from './ReportPanel';
import { SettingsPanel } from './SettingsPanel';
import './rebate.css';

addRebateTexts();

/** One merchant's rebate: where the programme stands, its settings, what it paid. */
function MerchantRebate({ merchant, operator }: { merchant: MerchantChoice; operator: Operator }) {
  const { t } = useTranslation();
  // No range: the server's last 30 days, today included, in the merchant's time zone.
  const [range, setRange] = useState<DayRange | undefined>(undefined);
  const report = useRebateReport(merchant, range);
  const changes = useRebateChanges(merchant);
  const data = report.data;
  // The flag and the rates live on other desks: linked where this operator may open them.
  const desks = desksFor(operator);
  return (
    <>
      <section className="ops-panel" data-testid="rebate-programme">
        <div className="ops-section-head">
          <h2>{t('rebateDesk.state.title')}</h2>
          <BusyButton isGhost isBusy={report.isFetching} onClick={() => void report.refetch()}>
            {t('common.refresh')}
          </BusyButton>
        </div>
        <p className="ops-hint">{t('rebateDesk.intro')}</p>
        <ErrorNote text={report.error ? errorText(report.error, t('common.loadFailed')) : null} />
        {report.isPending && <Skeleton rows={3} />}
        {data && (
          <ProgrammeState settings={data.settings} canOpenContent={desks.includes('content')} />
        )}
      </section>
      {data && <SettingsPanel report={data} changes={changes} canOpenVip={desks.includes('vip')} />}
      {data && (
        <ReportPanel
          report={data}
          range={range}
          onRange={setRange}
          isLoading={report.isPlaceholderData}
        />
      )}
    </>
  );
}

/**
 * The rebate desk: whether members can claim a rebate (the REBATE flag, the settings saved),
 * the period, least claim and turnover of manual rebates (the rates are the VIP levels'), and
 * what rebates paid per game type over days, with the claims and members behind them.
 */
export function RebateDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack rb-desk" data-testid="rebate-desk">
      <h1 className="rb-desk__title">{t('rebateDesk.title')}</h1>
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && (
        <MerchantRebate key={merchant ?? ''} merchant={merchant} operator={operator} />
      )}
    </div>
  );
}
