import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { useSiteConfig } from './system.api';

/**
 * Writes a moment as the header clock shows the time: in the reader's language and the
 * merchant's time zone (a phone's own zone would put a bonus at 04:12 beside a clock at 10:12).
 */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const { info } = useSiteConfig();
  return (iso) => formatDateTime(iso, i18n.language, info.timezone);
}
