import type { AgentApplication as Application } from '@khela/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { formatDate } from '../../ui/format';
import { showToast } from '../../ui/toast';
import { FormError } from '../account/FormError';
import { useSubmission } from '../account/form-helpers';
import { useApplyForAgent, useMyAgentApplication } from '../agent/agent.api';
import '../account/login-form.css';

/** The bounds of an application's fields, in characters (the contract's). */
const bounds = {
  contact: { min: 3, max: 100 },
  message: { min: 10, max: 1000 },
} as const;
type Field = keyof typeof bounds;
type Errors = Partial<Record<string, string>>;

/** How an application was answered: its status, when, and the operator's note. */
function ApplicationStatus({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      className={`join-status join-status--${application.status}`}
      data-testid="join-application-status"
      data-status={application.status}
    >
      <p className="join-status__head">
        <span className="join-status__badge">
          {t(`join.application.status.${application.status}`)}
        </span>
        <span className="join-status__date">
          {t('join.application.sentOn', { date: formatDate(application.createdAt, i18n.language) })}
        </span>
      </p>
      <p>{t(`join.application.statusText.${application.status}`)}</p>
      {application.note && (
        <blockquote className="join-status__note" data-testid="join-application-note">
          <span>{t('join.application.note')}</span>
          {application.note}
        </blockquote>
      )}
    </div>
  );
}

/** The application's fields: how to reach the member, and why it wants to be an agent. */
function ApplicationForm() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});
  const submission = useSubmission(setErrors);
  const apply = useApplyForAgent();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      contact: String(data.get('contact') ?? '').trim(),
      message: String(data.get('message') ?? '').trim(),
    };
    const found: Errors = {};
    for (const field of Object.keys(bounds) as Field[]) {
      const { min, max } = bounds[field];
      const length = Array.from(values[field]).length;
      if (length === 0) found[field] = t('validation.required');
      else if (length < min || length > max) found[field] = t('validation.length', { min, max });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await submission.run(async () => {
      await apply.mutateAsync(values);
      showToast(t('join.application.sent'), 'success');
    });
  }
  return (
    <form
      className="login-form join-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="join-application-form"
    >
      <label className="login-form__field">
        <span className="login-form__label">{t('join.application.contact')}</span>
        <input name="contact" maxLength={bounds.contact.max} autoComplete="off" />
        <span className="join-form__hint">{t('join.application.contactHint')}</span>
        {errors.contact && <span className="login-form__error">{errors.contact}</span>}
      </label>
      <label className="login-form__field">
        <span className="login-form__label">{t('join.application.message')}</span>
        <textarea name="message" rows={4} maxLength={bounds.message.max} />
        <span className="join-form__hint">{t('join.application.messageHint')}</span>
        {errors.message && <span className="login-form__error">{errors.message}</span>}
      </label>
      <button type="submit" className="button button--accent" disabled={submission.isBusy}>
        {submission.isBusy ? t('login.busy') : t('join.application.submit')}
      </button>
      <FormError text={submission.formError} testId="join-application-error" />
    </form>
  );
}

/**
 * A signed-in player's way to become an agent: its latest application's status (pending,
 * approved or rejected with the operator's note), and the form while none is waiting.
 */
export function AgentApplicationCard() {
  const { t } = useTranslation();
  const mine = useMyAgentApplication();
  const application = mine.data?.application;
  const { isAgentAccount, refreshAccountType } = useSession();
  // An approved member is an agent at once: the site asks for its account type again.
  const isApproved = application?.status === 'approved';
  useEffect(() => {
    if (isApproved && !isAgentAccount) refreshAccountType();
  }, [isApproved, isAgentAccount, refreshAccountType]);
  const canApply = mine.data !== undefined && (!application || application.status === 'rejected');
  return (
    <section
      className="card join-page__apply"
      aria-labelledby="join-apply"
      aria-busy={mine.isLoading}
      data-testid="join-application"
    >
      <h2 id="join-apply">{t('join.application.title')}</h2>
      {mine.isError && !mine.data ? (
        <div className="join-status">
          <p>{t('join.application.loadFailed')}</p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void mine.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : !mine.data ? (
        <div className="skeleton join-page__apply-loading" aria-hidden="true" />
      ) : (
        <>
          {application && <ApplicationStatus application={application} />}
          {canApply && (
            <>
              <p className="join-page__muted">
                {t(application ? 'join.application.again' : 'join.application.lead')}
              </p>
              <ApplicationForm />
            </>
          )}
        </>
      )}
    </section>
  );
}
