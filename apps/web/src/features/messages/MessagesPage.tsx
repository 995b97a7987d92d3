import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useMarkMessageRead, useMessages } from './messages.api';
import './messages.css';
import { useFormatDateTime } from '../system/date-time';

/** messageV2 (spec §2): platform messages, newest first; opening one marks it read. */
export function MessagesPage() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const messages = useMessages();
  const markRead = useMarkMessageRead();
  const [openId, setOpenId] = useState<string | null>(null);
  if (!messages.data) return <PageSkeleton />;
  if (messages.data.length === 0) {
    return <EmptyState title={t('messages.empty')} text={t('messages.emptyText')} />;
  }

  async function open(id: string, isRead: boolean) {
    setOpenId((current) => (current === id ? null : id));
    if (isRead) return;
    await markRead.mutateAsync(id);
  }

  return (
    <ul className="messages" data-testid="mc-messageV2">
      {messages.data.map((message) => (
        <li key={message.id} className={message.isRead ? 'message' : 'message message--unread'}>
          <button
            type="button"
            className="message__head"
            aria-expanded={openId === message.id}
            onClick={() => void open(message.id, message.isRead)}
          >
            {!message.isRead && <span className="message__dot" aria-label={t('messages.unread')} />}
            <strong>{message.title}</strong>
            <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          </button>
          {openId === message.id && <p className="message__body">{message.body}</p>}
        </li>
      ))}
    </ul>
  );
}
