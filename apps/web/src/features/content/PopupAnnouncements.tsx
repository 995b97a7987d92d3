import type { Announcement, PopupRepeat } from '@khela/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthModals } from '../account/AuthModals';
import { useDrawer } from '../layout/drawer';
import { useAnnouncements, useSiteConfig } from '../system/system.api';
import { NoticeModal } from './NoticeModal';
import { loadedRichText, loadRichText } from './rich-text-loader';

const sessionSeenKey = 'popupNoticesSeen';
const daySeenKey = 'popupNoticesSeenDay';

/**
 * What a popup is remembered by: its topic when it has one, which its translations share (one
 * seen in Bengali is not shown again in English), otherwise its own id.
 */
function seenMarkOf(notice: Announcement): string {
  return notice.topic ? `topic:${notice.topic}` : notice.id;
}

/** Today in the merchant's time zone (its day starts at its own midnight). */
function merchantDay(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/** The popups closed within the merchant's rule: this browser session, or today. */
function seenMarks(rule: PopupRepeat, day: string): string[] {
  try {
    if (rule === 'session') {
      return JSON.parse(sessionStorage.getItem(sessionSeenKey) ?? '[]') as string[];
    }
    const stored = JSON.parse(localStorage.getItem(daySeenKey) ?? 'null') as {
      day?: string;
      marks?: string[];
    } | null;
    return stored?.day === day ? (stored.marks ?? []) : [];
  } catch {
    return [];
  }
}

function rememberSeen(rule: PopupRepeat, day: string, marks: string[]): void {
  try {
    if (rule === 'session') sessionStorage.setItem(sessionSeenKey, JSON.stringify(marks));
    else localStorage.setItem(daySeenKey, JSON.stringify({ day, marks }));
  } catch {
    // Without storage the popups may show again on the next visit; harmless.
  }
}

/**
 * Popup announcements on home, in one dialog the visitor pages through (not one dialog after
 * another). Closing it closes the whole set it held until the merchant's rule lets them back
 * (the next browser session, or the next day); only a notice new since then opens it again. It
 * never opens over another dialog (sign-in, registration, the member centre, the menu), and
 * opens once its text can render: a dialog that grew when its text arrived would move under
 * the visitor's eyes.
 */
export function PopupAnnouncements() {
  const { data } = useAnnouncements('PU');
  const { info } = useSiteConfig();
  const rule = info.popupRepeat;
  const day = merchantDay(info.timezone);
  const authModals = useAuthModals();
  const drawer = useDrawer();
  const [search] = useSearchParams();
  const isAnotherDialogOpen = authModals.isOpen || drawer.isOpen || search.has('mc');
  const [dismissed, setDismissed] = useState<string[]>(() => seenMarks(rule, day));
  const [shownId, setShownId] = useState<string | null>(null);
  // Closed, the dialog stays closed until the next visit to home, whatever is left unseen.
  const [isClosed, setIsClosed] = useState(false);
  const [isTextReady, setIsTextReady] = useState(() => loadedRichText() !== null);
  const unseen = data?.filter((notice) => !dismissed.includes(seenMarkOf(notice))) ?? [];
  // The notice shown stays the same one when the list is fetched again in another order.
  const shown =
    isClosed || isAnotherDialogOpen
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
    if (next) setShownId(next.id);
  }
  function close() {
    if (!shown) return;
    // The whole set closes, read to the end or not.
    const updated = [...new Set([...dismissed, ...unseen.map(seenMarkOf)])];
    setDismissed(updated);
    setIsClosed(true);
    rememberSeen(rule, day, updated);
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
