import type { CustomerService } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/Icon';
import { showToast } from '../../ui/toast';
import { useSiteConfig } from '../system/system.api';
import { entriesForRank, openCustomerService } from './customer-service';

const channelIcons: Record<CustomerService['channel'], IconName> = {
  livechat: 'chat',
  facebook: 'facebook-generic',
  telegram: 'telegram-generic',
  whatsapp: 'whatsapp-generic',
  email: 'chat',
  phone: 'service',
};

/** Opens an entry (by default the first, live chat) and reports a blocked or broken popup. */
export function useOpenService() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const entries = entriesForRank(info.customerService, null);
  return async (entry: CustomerService | undefined = entries[0]) => {
    if (!entry) return;
    const result = await openCustomerService(entry);
    if (result === 'blocked') showToast(t('service.popupBlocked'), 'danger');
    if (result === 'failed') showToast(t('service.invalidUrl'), 'danger');
  };
}

/** The customer-service links: live chat, Facebook, Telegram, WhatsApp (spec §2 Side menu). */
export function ServiceLinks({ variant }: { variant: 'bar' | 'list' }) {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const entries = entriesForRank(info.customerService, null);
  const open = useOpenService();
  return (
    <ul className={`service-links service-links--${variant}`}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            className="service-links__item"
            onClick={() => void open(entry)}
            data-testid={`service-${entry.channel}`}
          >
            <Icon name={channelIcons[entry.channel]} />
            <span className="service-links__label">{t(`service.channel.${entry.channel}`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The right bar on desktop; on phones the same links live in the drawer. */
export function ServiceBar() {
  const { t } = useTranslation();
  return (
    <aside className="service-bar" aria-label={t('service.title')}>
      <ServiceLinks variant="bar" />
    </aside>
  );
}
