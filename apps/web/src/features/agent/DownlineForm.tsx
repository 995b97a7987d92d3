import {
  downlineKinds,
  messageKeyFor,
  messageValuesFor,
  type DownlineKind,
} from '@khela/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { usePatternTexts } from '../../i18n/patterns';
import { showToast } from '../../ui/toast';
import { FormError } from '../account/FormError';
import { errorText, useSubmission } from '../account/form-helpers';
import { useSiteConfig } from '../system/system.api';
import { useCreateDownline } from './agent.api';
import {
  checkDownline,
  downlineFields,
  downlineRules,
  type DownlineField,
  type DownlineProblem,
} from './downline-rules';
import '../account/login-form.css';
import './agent-centre.css';

type Errors = Partial<Record<string, string>>;

const inputTypes: Partial<Record<DownlineField, string>> = {
  password: 'password',
  confirmPassword: 'password',
  email: 'email',
};

/** The payee name and e-mail may stay empty; their labels say so. */
const optionalFields: ReadonlySet<DownlineField> = new Set(['payeeName', 'email']);

/**
 * Opens an account under the agent (spec §2 register centre): a player of its team or a
 * sub-agent, with the fields and rules a player's own registration has. The server's refusals
 * land beside their fields; on success the form empties for the next one.
 */
export function DownlineForm() {
  const { t } = useTranslation();
  usePatternTexts();
  const { info } = useSiteConfig();
  const rules = useMemo(() => downlineRules(info.register), [info.register]);
  const [kind, setKind] = useState<DownlineKind>('member');
  const [errors, setErrors] = useState<Errors>({});
  const submission = useSubmission(setErrors);
  const create = useCreateDownline();

  const problemText = (problem: DownlineProblem) =>
    problem.code === 'mismatch'
      ? t('validation.confirm_mismatch')
      : t(messageKeyFor(problem), messageValuesFor(problem));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(
      downlineFields.map((name) => [name, String(data.get(name) ?? '')]),
    ) as Record<DownlineField, string>;
    const problems = checkDownline(values, rules);
    const found = Object.fromEntries(
      Object.entries(problems).map(([name, problem]) => [name, problemText(problem)]),
    );
    setErrors(found);
    const firstInvalid = downlineFields.find((name) => found[name]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    await submission.run(async () => {
      try {
        const created = await create.mutateAsync({
          kind,
          username: values.username.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          payeeName: values.payeeName.trim() || undefined,
          email: values.email.trim() || undefined,
        });
        showToast(t(`agent.register.created.${kind}`, { username: created.username }), 'success');
        form.reset();
      } catch (failure) {
        // A taken username is the username field's problem, said beside it.
        if (!(failure instanceof ApiError) || failure.code !== 'username_taken') throw failure;
        setErrors({ username: errorText(failure, t) });
        (form.elements.namedItem('username') as HTMLElement | null)?.focus();
      }
    });
  }

  return (
    <form
      className="login-form downline-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="downline-form"
    >
      <div className="agent-periods" role="radiogroup" aria-label={t('agent.register.kind')}>
        {downlineKinds.map((item) => (
          <button
            key={item}
            type="button"
            role="radio"
            aria-checked={kind === item}
            className="chip"
            data-testid={`downline-kind-${item}`}
            onClick={() => setKind(item)}
          >
            {t(`agent.register.kinds.${item}`)}
          </button>
        ))}
      </div>
      {downlineFields.map((name) => (
        <label key={name} className="login-form__field">
          <span className="login-form__label">
            {t(`register.field.${name}`)}
            {optionalFields.has(name) && (
              <span className="downline-form__optional"> {t('agent.register.optional')}</span>
            )}
          </span>
          <input
            name={name}
            type={inputTypes[name] ?? 'text'}
            autoComplete={inputTypes[name] === 'password' ? 'new-password' : 'off'}
            autoCapitalize={name === 'username' || name === 'email' ? 'none' : undefined}
            maxLength={rules[name].maxLength}
            required={rules[name].required}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `downline-${name}-error` : undefined}
          />
          {errors[name] && (
            <span
              id={`downline-${name}-error`}
              className="login-form__error"
              data-testid={`error-${name}`}
            >
              {errors[name]}
            </span>
          )}
        </label>
      ))}
      <button
        type="submit"
        className="button button--accent"
        disabled={submission.isBusy}
        data-testid="downline-submit"
      >
        {submission.isBusy ? t('login.busy') : t(`agent.register.submit.${kind}`)}
      </button>
      <FormError text={submission.formError} testId="downline-error" />
    </form>
  );
}
