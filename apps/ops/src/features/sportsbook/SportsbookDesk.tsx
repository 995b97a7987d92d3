import { hasCapability, type Operator } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { useDeskMerchant } from '../tables/tables.api';
import { EventsSection } from './EventsSection';
import { GgrPanel } from './GgrPanel';
import { MembersPanel } from './MembersPanel';
import { SettingsPanel } from './SettingsPanel';
import type { MerchantChoice, TicketFilter } from './sportsbook.api';
import { TickerPanel } from './TickerPanel';
import './sportsbook.css';

const sections = ['events', 'ticker', 'reports', 'members', 'settings'] as const;
type Section = (typeof sections)[number];

/** Sections that change a member's limits: only for those who may change the book. */
const managerSections: readonly Section[] = ['members'];

const firstTickets: TicketFilter = { event: '', member: '', status: '', page: 1 };

function MerchantBook({ merchant, operator }: { merchant: MerchantChoice; operator: Operator }) {
  const { t } = useTranslation();
  // Owners and administrators trade (the tables desk's rule); finance watches.
  const isManager = hasCapability(operator.role, 'gameDesk');
  const currency = useDeskMerchant(merchant)?.currency;
  const [section, setSection] = useState<Section>('events');
  const [tickets, setTickets] = useState<TicketFilter>(firstTickets);
  const [openEventId, setOpenEventId] = useState<string | null>(null);
  const shown = sections.filter((id) => isManager || !managerSections.includes(id));
  return (
    <>
      <section className="ops-panel" data-testid="sb-desk">
        <h1>{t('sportsbook.title')}</h1>
        <p className="ops-hint">
          {t('sportsbook.intro')}
          {!isManager && ` ${t('sportsbook.readOnly')}`}
        </p>
        <div className="ops-tabs" role="group" aria-label={t('sportsbook.sectionsLabel')}>
          {shown.map((id) => (
            <button
              key={id}
              type="button"
              className="ops-tab"
              aria-pressed={section === id}
              data-testid={`sb-tab-${id}`}
              onClick={() => setSection(id)}
            >
              {t(`sportsbook.sections.${id}`)}
            </button>
          ))}
        </div>
      </section>
      {section === 'events' && (
        <EventsSection
          merchant={merchant}
          currency={currency}
          isManager={isManager}
          openId={openEventId}
          onOpen={setOpenEventId}
          onTickets={(event) => {
            setTickets({ ...firstTickets, event });
            setSection('ticker');
          }}
        />
      )}
      {section === 'ticker' && (
        <TickerPanel
          merchant={merchant}
          currency={currency}
          filter={tickets}
          onFilter={setTickets}
        />
      )}
      {section === 'reports' && <GgrPanel merchant={merchant} currency={currency} />}
      {section === 'members' && isManager && <MembersPanel merchant={merchant} />}
      {section === 'settings' && (
        <SettingsPanel merchant={merchant} currency={currency} isManager={isManager} />
      )}
    </>
  );
}

/**
 * The sportsbook's trading console: the merchant's events with their markets, prices, margins
 * and liability, the bet ticker, gross gaming revenue by sport and competition, members' stake
 * factors and the book's settings and feed. Owners and administrators trade and settle;
 * finance watches.
 */
export function SportsbookDesk({ operator }: { operator: Operator }) {
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack sportsbook-desk">
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && (
        <MerchantBook key={merchant ?? ''} merchant={merchant} operator={operator} />
      )}
    </div>
  );
}
