import type { Operator } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { addVipTexts } from './i18n';
import { LevelsPanel } from './LevelsPanel';
import { MembersPanel } from './MembersPanel';
import { SettingsPanel } from './SettingsPanel';
import { useVipChanges, useVipDesk, type MerchantChoice } from './vip.api';
import { VipSummary } from './VipSummary';
import './vip.css';

addVipTexts();

/** The desk's two halves: the programme (settings and levels) and the members' levels. */
const vipTabs = ['programme', 'members'] as const;
type VipTab = (typeof vipTabs)[number];

/** One merchant's programme: what it owes and costs, then the chosen tab. */
function MerchantVip({ merchant }: { merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const desk = useVipDesk(merchant);
  const changes = useVipChanges(merchant);
  const [tab, setTab] = useState<VipTab>('programme');
  const data = desk.data;
  return (
    <>
      <section className="ops-panel" data-testid="vip-summary">
        <div className="ops-section-head">
          <h2>{t('vipDesk.summary.title')}</h2>
          <BusyButton isGhost isBusy={desk.isFetching} onClick={() => void desk.refetch()}>
            {t('common.refresh')}
          </BusyButton>
        </div>
        <p className="ops-hint">{t('vipDesk.intro')}</p>
        <ErrorNote text={desk.error ? errorText(desk.error, t('common.loadFailed')) : null} />
        {desk.isPending && <Skeleton rows={3} />}
        {data && <VipSummary desk={data} />}
      </section>
      {data && (
        <div className="ops-tabs vip-tabs" role="group" aria-label={t('vipDesk.tabs.label')}>
          {vipTabs.map((each) => (
            <button
              key={each}
              type="button"
              className="ops-tab"
              aria-pressed={each === tab}
              onClick={() => setTab(each)}
              data-testid={`vip-tab-${each}`}
            >
              {t(`vipDesk.tabs.${each}`)}
            </button>
          ))}
        </div>
      )}
      {data && tab === 'programme' && <SettingsPanel desk={data} changes={changes} />}
      {data && tab === 'programme' && <LevelsPanel desk={data} changes={changes} />}
      {data && tab === 'members' && (
        <MembersPanel merchant={merchant} desk={data} changes={changes} />
      )}
    </>
  );
}

/**
 * The VIP desk: members per level and what the programme's bonuses owe and have cost; the
 * programme's window, grace and claim days; the level table with what reaching and keeping
 * each level takes and what it gives; and members' levels and labels, set by hand.
 */
export function VipDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack vip-desk" data-testid="vip-desk">
      <h1 className="vip-desk__title">{t('vipDesk.title')}</h1>
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && <MerchantVip key={merchant ?? ''} merchant={merchant} />}
    </div>
  );
}
