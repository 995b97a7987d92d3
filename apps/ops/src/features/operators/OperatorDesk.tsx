import {
  createOperatorSchema,
  operatorRoles,
  type Operator,
  type OperatorAccount,
  type OperatorRole,
  type UpdateOperator,
} from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { ConfirmDialog, PromptDialog } from '../../ui/Dialog';
import { errorText, markRefusedFields } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { createOperator, operatorKeys, updateOperator, useOperators } from './operators.api';

const passwordLengthMin = 10;
const passwordLengthMax = 128;

function RoleSelect({
  value,
  onChange,
  disabled,
  label,
}: {
  value: OperatorRole;
  onChange: (role: OperatorRole) => void;
  disabled?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      value={value}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => {
        const role = operatorRoles.find((candidate) => candidate === event.target.value);
        if (role) onChange(role);
      }}
    >
      {operatorRoles.map((role) => (
        <option key={role} value={role}>
          {t(`role.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** A new operator of the signed-in operator's own scope. */
function CreateOperatorForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [role, setRole] = useState<OperatorRole>('finance');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = createOperatorSchema.safeParse({
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
      role,
    });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      setError(
        field === 'password'
          ? t('operators.passwordRule', { count: passwordLengthMin })
          : t('operators.usernameRule'),
      );
      return;
    }
    setError(null);
    setCreated(null);
    void run(async () => {
      try {
        const account = await createOperator(parsed.data);
        form.reset();
        setCreated(account.username);
        await queryClient.invalidateQueries({ queryKey: operatorKeys.all });
      } catch (failure) {
        setError(errorText(failure, t('common.failed'), markRefusedFields(form, failure)));
      }
    });
  }

  return (
    <section className="ops-subpanel">
      <h2>{t('operators.create')}</h2>
      <form className="ops-form ops-form--grid" noValidate onSubmit={submit}>
        <label>
          {t('operators.username')}
          <input name="username" autoComplete="off" maxLength={32} required />
        </label>
        <label>
          {t('operators.password')}
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={passwordLengthMin}
            maxLength={passwordLengthMax}
            required
          />
        </label>
        <label>
          {t('operators.role')}
          {/* Named by aria-label: a wrapping label would add the chosen option to the name. */}
          <RoleSelect value={role} onChange={setRole} label={t('operators.role')} />
        </label>
        <BusyButton type="submit" isBusy={isBusy}>
          {t('operators.createButton')}
        </BusyButton>
      </form>
      <ErrorNote text={error} />
      {created && (
        <p className="ops-notice ops-notice--success" role="status">
          {t('operators.created', { username: created })}
        </p>
      )}
    </section>
  );
}

function OperatorRow({ account, self }: { account: OperatorAccount; self: Operator }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [role, setRole] = useState<OperatorRole>(account.role);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isSettingPassword, setIsSettingPassword] = useState(false);
  const [isResetting, setIsResetting] = useState(false);
  const isSelf = account.id === self.id;

  async function change(update: UpdateOperator, done: string): Promise<string | null> {
    try {
      await updateOperator(account.id, update);
      setNotice(done);
      await queryClient.invalidateQueries({ queryKey: operatorKeys.all });
      return null;
    } catch (failure) {
      return errorText(failure, t('common.failed'));
    }
  }

  function changeNow(update: UpdateOperator, done: string) {
    setError(null);
    setNotice(null);
    void run(async () => setError(await change(update, done)));
  }

  return (
    <tr data-testid={`operator-${account.username}`}>
      <td data-label={t('operators.username')}>
        <strong>{account.username}</strong>
        {isSelf && <span className="ops-badge">{t('operators.you')}</span>}
        <br />
        <small className="ops-muted">{account.merchantCode ?? t('operators.platform')}</small>
      </td>
      <td data-label={t('operators.role')}>
        {isSelf ? (
          t(`role.${account.role}`)
        ) : (
          <div className="ops-inline">
            <RoleSelect
              value={role}
              onChange={setRole}
              disabled={isBusy}
              label={t('operators.roleOf', { username: account.username })}
            />
            {role !== account.role && (
              <BusyButton
                isBusy={isBusy}
                onClick={() => changeNow({ role }, t('operators.roleChanged'))}
              >
                {t('common.save')}
              </BusyButton>
            )}
          </div>
        )}
      </td>
      <td data-label={t('operators.status')}>
        <span className={account.isActive ? 'ops-badge ops-badge--ok' : 'ops-badge ops-badge--off'}>
          {account.isActive ? t('operators.active') : t('operators.inactive')}
        </span>
      </td>
      <td data-label={t('operators.twoFactor')}>
        <span
          className={
            account.twoFactor === 'enabled'
              ? 'ops-badge ops-badge--ok'
              : account.twoFactor === 'required'
                ? 'ops-badge ops-badge--off'
                : 'ops-badge'
          }
        >
          {t(`operators.twoFactorState.${account.twoFactor}`)}
        </span>
      </td>
      <td data-label={t('operators.createdAt')}>
        {formatDateTime(account.createdAt, i18n.language)}
      </td>
      <td data-label={t('operators.actions')}>
        {isSelf ? (
          <span className="ops-muted">{t('operators.selfHint')}</span>
        ) : (
          <div className="ops-actions">
            <BusyButton
              isGhost
              isBusy={isBusy}
              onClick={() =>
                changeNow(
                  { isActive: !account.isActive },
                  account.isActive ? t('operators.deactivated') : t('operators.activated'),
                )
              }
            >
              {account.isActive ? t('operators.deactivate') : t('operators.activate')}
            </BusyButton>
            <button
              type="button"
              className="ops-button ops-button--ghost"
              disabled={isBusy}
              onClick={() => setIsSettingPassword(true)}
            >
              {t('operators.setPassword')}
            </button>
            {account.twoFactor === 'enabled' && (
              <button
                type="button"
                className="ops-button ops-button--ghost"
                disabled={isBusy}
                onClick={() => setIsResetting(true)}
              >
                {t('operators.resetTwoFactor')}
              </button>
            )}
          </div>
        )}
        {isResetting && (
          <ConfirmDialog
            title={t('operators.resetTwoFactorTitle', { username: account.username })}
            summary={<p>{t('operators.resetTwoFactorSummary')}</p>}
            confirmLabel={t('operators.resetTwoFactor')}
            isDanger
            onClose={() => setIsResetting(false)}
            onConfirm={async () => {
              await updateOperator(account.id, { resetTwoFactor: true });
              setNotice(t('operators.twoFactorReset'));
              await queryClient.invalidateQueries({ queryKey: operatorKeys.all });
            }}
          />
        )}
        <ErrorNote text={error} />
        {notice && (
          <p className="ops-hint" role="status">
            {notice}
          </p>
        )}
        {isSettingPassword && (
          <PromptDialog
            title={t('operators.setPasswordTitle', { username: account.username })}
            label={t('operators.newPassword', { count: passwordLengthMin })}
            submitLabel={t('operators.setPassword')}
            minLength={passwordLengthMin}
            maxLength={passwordLengthMax}
            field="password"
            onClose={() => setIsSettingPassword(false)}
            onSubmit={(password) => change({ password }, t('operators.passwordSet'))}
          />
        )}
      </td>
    </tr>
  );
}

/** Owners and administrators manage the operators of their scope here. */
export function OperatorDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const list = useOperators();
  const rows = list.data;
  return (
    <section className="ops-panel" data-testid="ops-operators">
      <div className="ops-section-head">
        <h1>{t('operators.title')}</h1>
        <BusyButton isGhost isBusy={list.isFetching} onClick={() => void list.refetch()}>
          {t('common.refresh')}
        </BusyButton>
      </div>
      <ErrorNote text={list.error ? errorText(list.error, t('common.loadFailed')) : null} />
      {list.isPending && <Skeleton />}
      {rows && (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack">
            <thead>
              <tr>
                <th>{t('operators.username')}</th>
                <th>{t('operators.role')}</th>
                <th>{t('operators.status')}</th>
                <th>{t('operators.twoFactor')}</th>
                <th>{t('operators.createdAt')}</th>
                <th>{t('operators.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((account) => (
                <OperatorRow key={account.id} account={account} self={operator} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CreateOperatorForm />
    </section>
  );
}
