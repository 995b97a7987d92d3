import { useState } from 'react';
import { useAnnouncements } from '../system/system.api';
import { NoticeModal } from './NoticeModal';

const seenKey = 'popupNoticesSeen';

function seenIds(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(seenKey) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/** Popup announcements, each shown once per browser session. */
export function PopupAnnouncements() {
  const { data } = useAnnouncements('PU');
  const [dismissed, setDismissed] = useState<string[]>(seenIds);
  const next = data?.find((notice) => !dismissed.includes(notice.id)) ?? null;
  function close() {
    if (!next) return;
    const updated = [...dismissed, next.id];
    setDismissed(updated);
    try {
      sessionStorage.setItem(seenKey, JSON.stringify(updated));
    } catch {
      // Without storage the popup may show again on the next visit; harmless.
    }
  }
  return <NoticeModal notice={next} onClose={close} testId="popup-notice-modal" />;
}
