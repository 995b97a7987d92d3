import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../ui/format';
import { Icon } from '../../ui/Icon';

/**
 * The header clock in the merchant's time zone, refreshed every second while it is shown. Phones
 * hide it (CSS), so there it neither ticks nor formats: the first date format of a page loads
 * the browser's locale data, a long pause a phone should not pay during its first render.
 */
export function Clock({ timeZone }: { timeZone: string }) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLSpanElement>(null);
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let timer = 0;
    const observer = new IntersectionObserver((entries) => {
      window.clearInterval(timer);
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setNow(new Date());
      timer = window.setInterval(() => setNow(new Date()), 1000);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, []);
  return (
    <span ref={box} className="clock tabular" data-testid="header-clock">
      <Icon name="clock" size={16} />
      <time className="clock__time" dateTime={now?.toISOString()}>
        {now && formatClock(now, i18n.language, timeZone)}
      </time>
    </span>
  );
}
