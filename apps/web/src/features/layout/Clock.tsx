import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../ui/format';
import { Icon } from '../../ui/Icon';

/** The header clock in the merchant's time zone, refreshed every second. */
export function Clock({ timeZone }: { timeZone: string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="clock tabular" data-testid="header-clock">
      <Icon name="clock" size={16} />
      <time dateTime={now.toISOString()}>{formatClock(now, i18n.language, timeZone)}</time>
    </span>
  );
}
