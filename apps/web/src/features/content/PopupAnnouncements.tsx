import type { Announcement } from '@khela/contracts';
import { useEffect, useState } from 'react';
import { useAnnouncements } from '../system/system.api';
import { NoticeModal } from './NoticeModal';
import { loadedRichText, loadRichText } from './rich-text-loader';

const seenKey = 'popupNoticesSeen';

/**
 * What a popup is remembered by: its topic when it has one, which its translations share (one
 * seen in Bengali is not shown again in English), otherwise its own id.
 */
function seenMarkOf(notice: Announcement): string {
  return notice.topic ? `topic:${notice.topic}` : notice.id;
}

function seenMarks(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(seenKey) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/**
 * Popup announcements, each shown once per browser session. A popup opens once its text can
 * render: a dialog that grew when its text arrived would move under the visitor's eyes.
 */
export function PopupAnnouncements() {
  const { data } = useAnnouncements('PU');
  const [dismissed, setDismissed] = useState<string[]>(seenMarks);
  const [isTextReady, setIsTextReady] = useState(() => loadedRichText() !== null);
  const next = data?.find((notice) => !dismissed.includes(seenMarkOf(notice))) ?? null;
  const hasNext = next !== null;
  useEffect(() => {
    if (!hasNext || isTextReady) return;
    let isCurrent = true;
    void loadRichText().then(() => {
      if (isCurrent) setIsTextReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [hasNext, isTextReady]);
  function close() {
    if (!next) return;
    const updated = [...dismissed, seenMarkOf(next)];
    setDismissed(updated);
    try {
      sessionStorage.setItem(seenKey, JSON.stringify(updated));
    } catch {
      // Without storage the popup may show again on the next visit; harmless.
    }
  }
  return (
    <NoticeModal notice={isTextReady ? next : null} onClose={close} testId="popup-notice-modal" />
  );
}
