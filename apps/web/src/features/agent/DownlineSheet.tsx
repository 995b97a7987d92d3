import type { DownlineDetail } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate, formatDateTime } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';
import { FormError } from '../account/FormError';
import { useSubmission } from '../account/form-helpers';
import { useSiteConfig } from '../system/system.api';
import { MemberTransferForm } from '../transfer/MemberTransferForm';
import { useTransferOverview } from '../transfer/transfer.api';
import { LoadFailed } from '../wallet/LoadFailed';
import { PaymentPasswordPrompt } from '../wallet/money-form';
import { useDownlineDetail, useDownlineStatus } from './agent.api';
import '../account/login-form.css';
import './agent-centre.css';

/** The bounds of a suspension's reason (the contract's). */
const reasonLengthMin = 3;
const reasonLengthMax = 300;

type View = 'detail' | 'status' | 'transfer';

/** How a downline stands: active, suspended by an agent above it, or disabled by the operator. */
function standingOf(detail: DownlineDetail): 'active' | 'suspendedByAgent' | 'disabled' {
  if (detail.isSuspendedByAgent) return 'suspendedByAgent';
  return detail.status === 'active' ? 'active' : 'disabled';
}

/** The downline's figures: who it is, where it sits, its balance and this month's money. */
function DownlineFacts({ detail }: { detail: DownlineDetail }) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const standing = standingOf(detail);
  const facts: { label: string; value: string; className?: string; isName?: boolean }[] = [
    {
      label: t('agent.downline.type'),
      value: t(detail.isAgent === 0 ? 'agent.members.member' : 'agent.members.agent'),
    },
    {
      label: t('agent.downline.status'),
      value: t(`agent.downline.standing.${standing}`),
      className: `downline-facts__standing downline-facts__standing--${standing}`,
    },
    { label: t('agent.members.level'), value: String(detail.level) },
    { label: t('agent.members.upline'), value: detail.upline || '—', isName: true },
    { label: t('agent.teamSize'), value: String(detail.teamSize) },
    { label: t('agent.members.joined'), value: formatDate(detail.joinedAt, i18n.language) },
    {
      label: t('agent.downline.lastLogin'),
      value: detail.lastLoginAt
        ? formatDateTime(detail.lastLoginAt, i18n.language, info.timezone)
        : t('agent.downline.never'),
    },
    { label: t('money.balance'), value: `${formatAmount(detail.balance)} ${detail.currency}` },
    { label: t('agent.members.monthDeposit'), value: formatAmount(detail.month.deposit) },
    { label: t('agent.downline.monthWithdrawal'), value: formatAmount(detail.month.withdrawal) },
    { label: t('agent.members.monthValidBet'), value: formatAmount(detail.month.validBet) },
  ];
  return (
    <dl className="downline-facts" data-testid="downline-facts">
      {facts.map(({ label, value, className, isName }) => (
        <div key={label} className={className}>
          <dt>{label}</dt>
          <dd data-keep-digits={isName ? true : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Suspends an active downline or restores one an agent suspended, with a reason. */
function StatusForm({ detail, onDone }: { detail: DownlineDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const isSuspending = !detail.isSuspendedByAgent;
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submission = useSubmission(setErrors);
  const status = useDownlineStatus();
  const action = isSuspending ? 'suspend' : 'restore';
  async function submit(event: FormEvent) {
    event.preventDefault();
    const length = reason.trim().length;
    if (length < reasonLengthMin || length > reasonLengthMax) {
      setErrors({ reason: t('validation.length', { min: reasonLengthMin, max: reasonLengthMax }) });
      return;
    }
    setErrors({});
    await submission.run(async () => {
      await status.mutateAsync({
        username: detail.username,
        body: { isSuspended: isSuspending, reason: reason.trim() },
      });
      showToast(t(`agent.downline.${action}Done`, { username: detail.username }), 'success');
      onDone();
    });
  }
  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="agent-lead">{t(`agent.downline.${action}Lead`)}</p>
      <label className="login-form__field">
        <span className="login-form__label">{t('agent.downline.reason')}</span>
        <textarea
          name="reason"
          className="agent-textarea"
          rows={3}
          maxLength={reasonLengthMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          data-testid="downline-reason"
        />
        {errors.reason && <span className="login-form__error">{errors.reason}</span>}
      </label>
      <button
        type="submit"
        className={isSuspending ? 'button downline-danger' : 'button button--accent'}
        disabled={submission.isBusy}
        data-testid="downline-status-submit"
      >
        {submission.isBusy ? t('login.busy') : t(`agent.downline.${action}`)}
      </button>
      <FormError text={submission.formError} />
    </form>
  );
}

/** The agent's transfer form with this downline filled in. */
function TransferView({ username }: { username: string }) {
  const overview = useTransferOverview();
  if (overview.isError && !overview.data) {
    return <LoadFailed onRetry={() => void overview.refetch()} />;
  }
  if (!overview.data) return <PageSkeleton />;
  return (
    <div className="downline-transfer">
      {!overview.data.hasPaymentPassword && <PaymentPasswordPrompt />}
      <MemberTransferForm overview={overview.data} target="downline" username={username} />
    </div>
  );
}

/** What the sheet's buttons offer for this downline. */
function DownlineActions({
  detail,
  onView,
}: {
  detail: DownlineDetail;
  onView: (view: View) => void;
}) {
  const { t } = useTranslation();
  const standing = standingOf(detail);
  return (
    <div className="downline-actions">
      <button
        type="button"
        className="button button--accent"
        onClick={() => onView('transfer')}
        data-testid="downline-transfer"
      >
        <Icon name="transfer" size={18} />
        {t('agent.downline.transfer')}
      </button>
      {standing !== 'disabled' && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onView('status')}
          data-testid={`downline-${standing === 'active' ? 'suspend' : 'restore'}`}
        >
          {t(standing === 'active' ? 'agent.downline.suspend' : 'agent.downline.restore')}
        </button>
      )}
      {standing === 'disabled' && (
        <p className="agent-lead">{t('agent.downline.operatorDisabled')}</p>
      )}
    </div>
  );
}

/**
 * A downline's sheet (downlineManagmentView): its figures, then a transfer to it or a
 * suspension (restoring only one an agent suspended; never one the operator disabled).
 */
export function DownlineSheet({
  username,
  onClose,
}: {
  username: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('detail');
  const detail = useDownlineDetail(username);
  const data = detail.data;
  const close = () => {
    setView('detail');
    onClose();
  };
  return (
    <Modal
      isOpen={username !== null}
      title={<span data-keep-digits>{username}</span>}
      onClose={close}
      width={560}
      testId="downline-sheet"
    >
      {view !== 'detail' && (
        <button type="button" className="downline-back" onClick={() => setView('detail')}>
          <Icon name="chevron-left" size={16} />
          {t('common.back')}
        </button>
      )}
      {detail.isError && !data ? (
        <LoadFailed onRetry={() => void detail.refetch()} />
      ) : !data ? (
        <div className="downline-facts downline-facts--loading skeleton" aria-hidden="true" />
      ) : view === 'status' ? (
        <StatusForm detail={data} onDone={() => setView('detail')} />
      ) : view === 'transfer' ? (
        <TransferView username={data.username} />
      ) : (
        <>
          <DownlineFacts detail={data} />
          <DownlineActions detail={data} onView={setView} />
        </>
      )}
    </Modal>
  );
}
