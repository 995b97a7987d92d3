import type { PointBalance, PointConfig } from '@khela/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Modal } from '../../ui/Modal';
import { useMoneySubmission } from '../wallet/money-action';
import { Money, PaymentPasswordField, useOpenMemberPage } from '../wallet/money-form';
import { useRefreshWallet } from '../wallet/wallet.api';
import { DialogError, DialogFooter } from './list-parts';
import { newPointsRequestId, useConvertPoints } from './points.api';
import {
  checkConvert,
  convertibleMax,
  pointsText,
  type ConvertCheck,
  type ConvertProblem,
} from './points.rules';

type Errors = Record<string, string | undefined>;

/** A conversion's problem as a text key and its values. */
function problemText(problem: ConvertProblem): [string, Record<string, string>] {
  switch (problem.kind) {
    case 'invalid':
      return ['points.convert.invalid', {}];
    case 'min':
      return ['points.convert.belowMin', { min: pointsText(problem.min) }];
    case 'step':
      return ['points.convert.notStep', { step: pointsText(problem.step) }];
    case 'over':
      return ['points.convert.over', { balance: pointsText(problem.balance) }];
  }
}

/** What the typed points turn into, as they are typed; or why they cannot be converted. */
function ConvertPreview({ check, currency }: { check: ConvertCheck | null; currency: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={`points-preview${check && !check.ok ? ' points-preview--bad' : ''}`}
      aria-live="polite"
      data-testid="convert-preview"
    >
      <span className="points-preview__label">{t('points.convert.youGet')}</span>
      {check === null ? (
        <strong className="points-preview__value">—</strong>
      ) : check.ok ? (
        <strong className="points-preview__value">
          <Money amount={check.cash} currency={currency} />
        </strong>
      ) : (
        <span className="points-preview__problem">{t(...problemText(check.problem))}</span>
      )}
    </div>
  );
}

/** The rule of the rate and the quick choices: the smallest conversion and all there is. */
function ConvertRule({
  config,
  balance,
  onPick,
}: {
  config: PointConfig;
  balance: PointBalance;
  onPick: (points: number) => void;
}) {
  const { t } = useTranslation();
  const most = convertibleMax(config, balance.points);
  return (
    <div className="points-rule">
      <p className="points-rule__text">
        {t('points.convert.rule', {
          points: pointsText(config.convertPoints),
          cash: formatAmount(config.convertCash),
          currency: config.currency,
          min: pointsText(config.convertMinPoints),
          step: pointsText(config.convertPoints),
        })}
      </p>
      <div className="points-rule__picks">
        <button type="button" className="chip" onClick={() => onPick(config.convertMinPoints)}>
          {t('points.convert.pickMin', { points: pointsText(config.convertMinPoints) })}
        </button>
        {most !== null && most !== config.convertMinPoints && (
          <button type="button" className="chip" onClick={() => onPick(most)}>
            {t('points.convert.pickAll', { points: pointsText(most) })}
          </button>
        )}
      </div>
    </div>
  );
}

/** The count of points to convert, typed in whole numbers. */
function PointsField({
  value,
  isInvalid,
  onChange,
}: {
  value: string;
  isInvalid: boolean;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="login-form__field">
      <span className="login-form__label">{t('points.convert.points')}</span>
      <input
        name="points"
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={isInvalid ? true : undefined}
        className="money-input"
        data-testid="convert-points"
      />
    </label>
  );
}

/**
 * The conversion's state: the typed points and their check, the password, the submission. The
 * request id changes with the points (a new request) and stays for a retry of the same points
 * (the same request, never paid twice).
 */
function useConvertForm(
  config: PointConfig,
  balance: PointBalance,
  onDone: (notice: string) => void,
) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(newPointsRequestId);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submission = useMoneySubmission(setErrors);
  const convert = useConvertPoints();
  const refreshWallet = useRefreshWallet();
  const check = text.trim() === '' ? null : checkConvert(text, config, balance.points);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({ paymentPassword: password ? undefined : t('validation.required') });
    if (!check?.ok || !password) return;
    const failure = await submission.run(async () => {
      const answer = await convert.mutateAsync({
        points: check.points,
        requestId,
        paymentPassword: password,
      });
      onDone(
        t('points.convert.done', {
          points: pointsText(answer.points),
          cash: formatAmount(answer.cash),
          balance: formatAmount(answer.balance),
          currency: config.currency,
        }),
      );
    });
    if (failure === 'payment_password_incorrect') setPassword('');
    // The header's balance and every points figure are fetched again after money moved.
    if (failure === null || failure.startsWith('points_')) void refreshWallet();
  }

  return {
    text,
    password,
    errors,
    check,
    submission,
    send,
    changePoints(next: string) {
      setText(next);
      setRequestId(newPointsRequestId());
      submission.clearError();
    },
    changePassword(next: string) {
      setPassword(next);
      submission.clearError();
    },
  };
}

/** Converts points to cash in the wallet: the rule, a live preview of the cash, the password. */
export function ConvertDialog({
  config,
  balance,
  onClose,
  onDone,
}: {
  config: PointConfig;
  balance: PointBalance;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const form = useConvertForm(config, balance, onDone);
  const openMemberPage = useOpenMemberPage();
  const { check, submission } = form;
  return (
    <Modal
      isOpen
      title={t('points.convert.title')}
      onClose={onClose}
      isDismissable={!submission.isBusy}
      width={440}
      testId="convert-dialog"
      footer={
        <DialogFooter
          formId={formId}
          confirmLabel={t('points.convert.confirm')}
          isBusy={submission.isBusy}
          canConfirm={check?.ok === true}
          testId="convert-confirm"
          onCancel={onClose}
        />
      }
    >
      <form id={formId} className="login-form points-dialog" onSubmit={form.send} noValidate>
        <p className="points-dialog__have">
          {t('points.convert.have', { points: pointsText(balance.points) })}
        </p>
        <ConvertRule
          config={config}
          balance={balance}
          onPick={(points) => form.changePoints(String(points))}
        />
        <PointsField
          value={form.text}
          isInvalid={check !== null && !check.ok}
          onChange={form.changePoints}
        />
        <ConvertPreview check={check} currency={config.currency} />
        <PaymentPasswordField
          value={form.password}
          onChange={form.changePassword}
          error={form.errors.paymentPassword}
          testId="convert-password"
        />
        <DialogError
          text={submission.formError}
          code={submission.errorCode}
          onSetPassword={() => {
            onClose();
            openMemberPage('securityCenter');
          }}
        />
      </form>
    </Modal>
  );
}
