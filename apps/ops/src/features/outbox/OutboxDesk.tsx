import type { Operator, OutboxKind } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { useOutboxKinds, useOutboxMessages } from './outbox.api';
import './outbox.css';

function Messages({ kind, to }: { kind: OutboxKind; to: string }) {
  const { t, i18n } = useTranslation();
  const list = useOutboxMessages(kind, to);
  if (list.isPending) return <Skeleton />;
  if (list.error) return <ErrorNote text={errorText(list.error, t('common.loadFailed'))} />;
  if (list.data.length === 0) return <p className="ops-hint">{t('outbox.empty')}</p>;
  return (
    <ul className="ops-outbox" data-testid={`outbox-${kind}`}>
      {list.data.map((message) => (
        <li key={message.id} className="ops-outbox__message">
          <p className="ops-outbox__head">
            <strong>{message.recipient}</strong>
            <code>{message.merchantCode}</code>
            <span className="ops-muted">{formatDateTime(message.createdAt, i18n.language)}</span>
          </p>
          {message.subject !== null && <p className="ops-outbox__subject">{message.subject}</p>}
          <pre className="ops-outbox__body">{message.body}</pre>
        </li>
      ))}
    </ul>
  );
}

/**
 * The platform owner's outbox: the text messages and mail this test deployment kept instead of
 * sending (sign-up and sign-in codes, password resets), newest first.
 */
export function OutboxDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const kinds = useOutboxKinds(operator);
  const [chosen, setChosen] = useState<OutboxKind | null>(null);
  const [to, setTo] = useState('');
  const kind = chosen ?? kinds[0];
  return (
    <section className="ops-panel" data-testid="ops-outbox">
      <div className="ops-section-head">
        <h1>{t('outbox.title')}</h1>
      </div>
      <p className="ops-hint">{t('outbox.hint')}</p>
      <div className="ops-inline">
        {kinds.map((option) => (
          <BusyButton
            key={option}
            isBusy={false}
            isGhost={option !== kind}
            aria-pressed={option === kind}
            onClick={() => setChosen(option)}
          >
            {t(`outbox.kind.${option}`)}
          </BusyButton>
        ))}
        <label className="ops-outbox__search">
          {t('outbox.to')}
          <input
            type="search"
            value={to}
            maxLength={100}
            onChange={(event) => setTo(event.target.value.trim())}
          />
        </label>
      </div>
      {kind && <Messages kind={kind} to={to} />}
    </section>
  );
}
