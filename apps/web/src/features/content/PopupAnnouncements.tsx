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
 * Popup announcements, shown once per browser session in one dialog the visitor pages through
 * (not one dialog after another); closing it marks every one of them seen. The dialog opens
 * once its text can render: a dialog that grew when its text arrived would move under the
 * visitor's eyes.
 */
export function PopupAnnouncements() {
  const { data } = useAnnouncements('PU');
  const [dismissed, setDismissed] = useState<string[]>(seenMarks);
  const [index, setIndex] = useState(0);
  const [isTextReady, setIsTextReady] = useState(() => loadedRichText() !== null);
  const unseen = data?.filter((notice) => !dismissed.includes(seenMarkOf(notice))) ?? [];
  const shown = unseen[Math.min(index, unseen.length - 1)] ?? null;
  const hasUnseen = unseen.length > 0;
  useEffect(() => {
    if (!hasUnseen || isTextReady) return;
    let isCurrent = true;
    void loadRichText().then(() => {
      if (isCurrent) setIsTextReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [hasUnseen, isTextReady]);
  function close() {
    const updated = [...dismissed, ...unseen.map(seenMarkOf)];
    setDismissed(updated);
    setIndex(0);
    try {
      sessionStorage.setItem(seenKey, JSON.stringify(updated));
    } catch {
      // Without storage the popups may show again on the next visit; harmless.
    }
  }
  return (
    <NoticeModal
      notice={isTextReady ? shown : null}
      onClose={close}
      paging={{ index: Math.min(index, unseen.length - 1), count: unseen.length, onMove: setIndex }}
      testId="popup-notice-modal"
    />
  );
}
