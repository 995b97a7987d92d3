import { agentApplicationStatuses, type AgentApplication } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Field, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import {
  agentKeys,
  decideApplication,
  useApplications,
  type ApplicationStatus,
} from './agents.api';

/** The longest note a decision keeps (the contract's). */
const noteLengthMax = 300;

/** A pending application, approved or rejected with an optional note. */
function Decision({ application }: { application: AgentApplication }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = (decision: 'approve' | 'reject') =>
    void run(async () => {
      setError(null);
      try {
        const trimmed = note.trim();
        await decideApplication(application.id, decision, trimmed ? { note: trimmed } : {});
        await queryClient.invalidateQueries({ queryKey: agentKeys.all });
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  return (
    <>
      <div className="ops-form ops-form--narrow">
        <label>
          {t('agents.note')}
          <textarea
            rows={2}
            maxLength={noteLengthMax}
            value={note}
            placeholder={t('agents.notePlaceholder')}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
      </div>
      <div className="ops-actions">
        <BusyButton isBusy={isBusy} onClick={() => decide('approve')}>
          {t('agents.approve')}
        </BusyButton>
        <BusyButton isGhost isBusy={isBusy} onClick={() => decide('reject')}>
          {t('agents.reject')}
        </BusyButton>
      </div>
      <ErrorNote text={error} testId="agent-application-error" />
    </>
  );
}

function ApplicationItem({
  application,
  canDecide,
}: {
  application: AgentApplication;
  canDecide: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <article className="ops-item" data-testid={`agent-application-${application.id}`}>
      <header className="ops-item__head">
        <div className="ops-item__who">
          <strong>{application.username}</strong> <small>#{application.id}</small>
        </div>
        <span className="ops-badge">{t(`agents.applicationStatus.${application.status}`)}</span>
      </header>
      <dl className="ops-fields">
        <Field label={t('agents.contact')}>{application.contact}</Field>
        <Field label={t('agents.message')}>
          <q>{application.message}</q>
        </Field>
        <Field label={t('agents.appliedAt')}>
          {formatDateTime(application.createdAt, i18n.language)}
        </Field>
        {application.decidedAt && (
          <Field label={t('agents.decidedBy')}>
            {application.decidedBy} · {formatDateTime(application.decidedAt, i18n.language)}
          </Field>
        )}
        {application.note && <Field label={t('agents.note')}>{application.note}</Field>}
      </dl>
      {canDecide && application.status === 'pending' && <Decision application={application} />}
    </article>
  );
}

/**
 * Members' applications to become agents (sent from the site's join page), by status: an
 * operator who sets agents up approves one (the member becomes an agent) or rejects it.
 */
export function AgentApplications({ canDecide }: { canDecide: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const applications = useApplications(status);
  const data = applications.data;
  return (
    <section className="ops-panel" data-testid="ops-agent-applications">
      <h2>{t('agents.applicationsTitle')}</h2>
      <p className="ops-hint">{t('agents.applicationsHint')}</p>
      <div className="ops-tabs" role="group" aria-label={t('agents.applicationFilter')}>
        {agentApplicationStatuses.map((value) => (
          <button
            key={value}
            type="button"
            className="ops-tab"
            aria-pressed={status === value}
            data-testid={`agent-applications-${value}`}
            onClick={() => setStatus(value)}
          >
            {t(`agents.applicationStatus.${value}`)}
          </button>
        ))}
      </div>
      <ErrorNote
        text={applications.error ? errorText(applications.error, t('common.loadFailed')) : null}
      />
      {applications.isPending && <Skeleton />}
      {data && data.length === 0 && <p className="ops-empty">{t('agents.applicationsEmpty')}</p>}
      {data && data.length > 0 && (
        <div className="ops-items">
          {data.map((application) => (
            <ApplicationItem key={application.id} application={application} canDecide={canDecide} />
          ))}
        </div>
      )}
    </section>
  );
}
