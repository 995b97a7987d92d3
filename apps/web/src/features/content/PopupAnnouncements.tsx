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
 * Popup announcements, each shown once per browser session, in one dialog the visitor pages
 * through (not one dialog after another). Closing it marks seen the popups it showed; one not
 * reached shows on the next visit to home. The dialog opens once its text can render: a dialog
 * that grew when its text arrived would move under the visitor's eyes.
 */
export function PopupAnnouncements() {
  const { data } = useAnnouncements('PU');
  const [dismissed, setDismissed] = useState<string[]>(seenMarks);
  const [shownId, setShownId] = useState<string | null>(null);
  const [viewed, setViewed] = useState<string[]>([]);
  // Closed, the dialog stays closed until the next visit to home, whatever is left unseen.
  const [isClosed, setIsClosed] = useState(false);
  const [isTextReady, setIsTextReady] = useState(() => loadedRichText() !== null);
  const unseen = data?.filter((notice) => !dismissed.includes(seenMarkOf(notice))) ?? [];
  // The notice shown stays the same one when the list is fetched again in another order.
  const shown = isClosed
    ? null
    : (unseen.find((notice) => notice.id === shownId) ?? unseen[0] ?? null);
  const isShowing = shown !== null;
  useEffect(() => {
    if (!isShowing || isTextReady) return;
    let isCurrent = true;
    void loadRichText().then(() => {
      if (isCurrent) setIsTextReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isShowing, isTextReady]);
  function move(index: number) {
    const next = unseen[index];
    if (!shown || !next) return;
    setShownId(next.id);
    setViewed((marks) => [...new Set([...marks, seenMarkOf(shown), seenMarkOf(next)])]);
  }
  function close() {
    if (!shown) return;
    const updated = [...new Set([...dismissed, ...viewed, seenMarkOf(shown)])];
    setDismissed(updated);
    setIsClosed(true);
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
      paging={{
        index: shown ? unseen.indexOf(shown) : 0,
        count: unseen.length,
        onMove: move,
      }}
      testId="popup-notice-modal"
    />
  );
}
