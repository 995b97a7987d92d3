import type { ContentDesk as Desk, Operator } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { DeskTimeZone } from '../../ui/zoned-time';
import { TimesIn } from '../../ui/ZonedDateTimeField';
import { BannersPanel } from './BannersPanel';
import { useContentChanges, useContentDesk, type MerchantChoice } from './content.api';
import { addContentTexts } from './content-texts';
import { HelpPanel } from './HelpPanel';
import { DownloadsPanel, LicencesPanel, ServicePanel } from './LinksPanels';
import { NoticesPanel } from './NoticesPanel';
import { DisplayPanel, FlagsPanel, RegistrationPanel } from './SettingsPanels';
import './content.css';

addContentTexts();

const sections = [
  'banners',
  'notices',
  'help',
  'service',
  'licences',
  'downloads',
  'flags',
  'registration',
] as const;
type Section = (typeof sections)[number];

function SectionPanel({
  section,
  desk,
  merchant,
}: {
  section: Section;
  desk: Desk;
  merchant: MerchantChoice;
}) {
  const changes = useContentChanges(merchant);
  switch (section) {
    case 'banners':
      return <BannersPanel items={desk.banners} changes={changes} />;
    case 'notices':
      return <NoticesPanel items={desk.notices} changes={changes} />;
    case 'help':
      return <HelpPanel items={desk.helpArticles} changes={changes} />;
    case 'service':
      return <ServicePanel items={desk.customerServices} changes={changes} />;
    case 'licences':
      return <LicencesPanel items={desk.licences} changes={changes} />;
    case 'downloads':
      return <DownloadsPanel resources={desk.resources} changes={changes} />;
    case 'flags':
      return (
        <>
          <DisplayPanel display={desk.display} changes={changes} />
          <FlagsPanel flags={desk.flags} changes={changes} />
        </>
      );
    case 'registration':
      return <RegistrationPanel rules={desk.registration} changes={changes} />;
  }
}

function MerchantContent({ merchant }: { merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const desk = useContentDesk(merchant);
  const [section, setSection] = useState<Section>('banners');
  const data = desk.data;
  return (
    <>
      <section className="ops-panel" data-testid="ops-content">
        <div className="ops-section-head">
          <h1>{t('content.title')}</h1>
          <BusyButton isGhost isBusy={desk.isFetching} onClick={() => void desk.refetch()}>
            {t('common.refresh')}
          </BusyButton>
        </div>
        <p className="ops-hint">
          {data ? t('content.intro', { name: data.merchant.name }) : t('content.introLoading')}
          {data && <TimesIn zone={data.merchant.timeZone} />}
        </p>
        <div className="ops-tabs" role="group" aria-label={t('content.sectionsLabel')}>
          {sections.map((id) => (
            <button
              key={id}
              type="button"
              className="ops-tab"
              aria-pressed={section === id}
              data-testid={`content-tab-${id}`}
              onClick={() => setSection(id)}
            >
              {t(`content.sections.${id}`)}
            </button>
          ))}
        </div>
        <ErrorNote text={desk.error ? errorText(desk.error, t('common.loadFailed')) : null} />
        {desk.isPending && <Skeleton rows={4} />}
      </section>
      {data && (
        <DeskTimeZone value={data.merchant.timeZone}>
          <SectionPanel section={section} desk={data} merchant={merchant} />
        </DeskTimeZone>
      )}
    </>
  );
}

/**
 * The content desk: what players read (banners, notices, help) and the site's configuration
 * (customer service, licences, downloads, flags, registration rules) of one merchant.
 */
export function ContentDesk({ operator }: { operator: Operator }) {
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack content-desk">
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && <MerchantContent key={merchant ?? ''} merchant={merchant} />}
    </div>
  );
}
