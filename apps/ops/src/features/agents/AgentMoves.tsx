import type { AgentMove, Operator } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Field } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { agentKeys, decideMove, useAwaitingMoves } from './agents.api';

function MoveItem({ move, operator }: { move: AgentMove; operator: Operator }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const isOwn = move.requestedBy === operator.username;
  const decide = (decision: 'approve' | 'reject') =>
    void run(async () => {
      setError(null);
      try {
        await decideMove(move.id, decision);
        await queryClient.invalidateQueries({ queryKey: agentKeys.all });
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  return (
    <article className="ops-item" data-testid={`agent-move-${move.id}`}>
      <header className="ops-item__head">
        <div className="ops-item__who">
          <strong>{move.member}</strong> <small>#{move.id}</small>
        </div>
        {isOwn && <span className="ops-badge">{t('agents.yours')}</span>}
      </header>
      <dl className="ops-fields">
        <Field label={t('agents.from')}>{move.fromUpline ?? t('agents.top')}</Field>
        <Field label={t('agents.to')}>{move.toUpline ?? t('agents.top')}</Field>
        <Field label={t('agents.teamSize')}>{move.teamSize}</Field>
        <Field label={t('agents.reason')}>
          <q>{move.reason}</q>
        </Field>
        <Field label={t('agents.requestedBy')}>
          {move.requestedBy} · {formatDateTime(move.requestedAt, i18n.language)}
        </Field>
      </dl>
      <div className="ops-actions">
        <BusyButton isBusy={isBusy} onClick={() => decide('approve')}>
          {t('agents.approve')}
        </BusyButton>
        <BusyButton isGhost isBusy={isBusy} onClick={() => decide('reject')}>
          {t('agents.reject')}
        </BusyButton>
      </div>
      <ErrorNote text={error} testId="agent-move-decision-error" />
    </article>
  );
}

/** Moves of large branches waiting for a second operator, who approves or rejects each. */
export function AwaitingMoves({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const moves = useAwaitingMoves();
  return (
    <section className="ops-panel" data-testid="ops-agent-moves">
      <h2>{t('agents.movesTitle')}</h2>
      <p className="ops-hint">{t('agents.movesHint')}</p>
      <ErrorNote text={moves.error ? errorText(moves.error, t('common.loadFailed')) : null} />
      {moves.data && moves.data.length === 0 && (
        <p className="ops-empty">{t('agents.movesEmpty')}</p>
      )}
      {moves.data && moves.data.length > 0 && (
        <div className="ops-items">
          {moves.data.map((move) => (
            <MoveItem key={move.id} move={move} operator={operator} />
          ))}
        </div>
      )}
    </section>
  );
}
