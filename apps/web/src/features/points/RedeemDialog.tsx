import {
  deliveryAddressSchema,
  type DeliveryAddress,
  type PointBalance,
  type PointReward,
} from '@khela/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { useMoneySubmission } from '../wallet/money-action';
import { PaymentPasswordField, useOpenMemberPage } from '../wallet/money-form';
import { useRefreshWallet } from '../wallet/wallet.api';
import { DialogError, DialogFooter } from './list-parts';
import { newPointsRequestId, useRedeemReward } from './points.api';
import { pointsText } from './points.rules';
import { RewardArt } from './RewardArt';
import { RewardPayout } from './RewardGrid';

type Errors = Record<string, string | undefined>;
type AddressField = keyof DeliveryAddress;

const addressFields: { field: AddressField; maxLength: number }[] = [
  { field: 'name', maxLength: 60 },
  { field: 'mobile', maxLength: 20 },
  { field: 'address', maxLength: 200 },
];

/** Where an item goes: name, mobile and address, each with its error. */
function AddressFields({
  value,
  errors,
  onChange,
}: {
  value: DeliveryAddress;
  errors: Errors;
  onChange: (field: AddressField, text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="points-address">
      <legend className="login-form__label">{t('points.redeem.deliverTo')}</legend>
      {addressFields.map(({ field, maxLength }) => {
        const error = errors[`address.${field}`];
        const common = {
          name: field,
          value: value[field],
          maxLength,
          'aria-invalid': error ? true : undefined,
          'data-testid': `address-${field}`,
        };
        return (
          <label key={field} className="login-form__field">
            <span className="login-form__label">{t(`points.redeem.${field}`)}</span>
            {field === 'address' ? (
              <textarea
                {...common}
                rows={2}
                autoComplete="street-address"
                onChange={(event) => onChange(field, event.target.value)}
              />
            ) : (
              <input
                {...common}
                type={field === 'mobile' ? 'tel' : 'text'}
                inputMode={field === 'mobile' ? 'tel' : undefined}
                autoComplete={field === 'mobile' ? 'tel' : 'name'}
                onChange={(event) => onChange(field, event.target.value)}
              />
            )}
            {error && <span className="login-form__error">{error}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The fields' own checks before anything is sent (the server checks again): text keys. */
function fieldProblems(
  reward: PointReward,
  address: DeliveryAddress,
  password: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (reward.kind === 'item') {
    const parsed = deliveryAddressSchema.safeParse(address);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0]);
      problems[`address.${field}`] ??= `points.redeem.${field}Invalid`;
    }
  }
  if (!password) problems.paymentPassword = 'validation.required';
  return problems;
}

/** What the member gets and what it costs them, before they confirm. */
function RedeemSummary({ reward, balance }: { reward: PointReward; balance: PointBalance }) {
  const { t } = useTranslation();
  return (
    <div className="points-dialog__summary">
      <RewardArt kind={reward.kind} isSmall />
      <div className="points-dialog__what">
        <strong>{reward.name}</strong>
        <RewardPayout reward={reward} currency={balance.currency} />
      </div>
      <dl className="confirm-summary points-dialog__rows">
        <div>
          <dt>{t('points.redeem.cost')}</dt>
          <dd>
            {pointsText(reward.points)} {t('points.unit', { count: reward.points })}
          </dd>
        </div>
        <div>
          <dt>{t('points.redeem.after')}</dt>
          <dd>
            {pointsText(balance.points - reward.points)}{' '}
            {t('points.unit', { count: balance.points - reward.points })}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The redemption's state: the address, the password, the submission. One request id for as long
 * as the dialog is open, so pressing again after a lost answer is the same redemption, never a
 * second one.
 */
function useRedeemForm(reward: PointReward, onDone: (notice: string) => void) {
  const { t } = useTranslation();
  const [requestId] = useState(newPointsRequestId);
  const [address, setAddress] = useState<DeliveryAddress>({ name: '', mobile: '', address: '' });
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submission = useMoneySubmission(setErrors);
  const redeem = useRedeemReward();
  const refreshWallet = useRefreshWallet();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = fieldProblems(reward, address, password);
    setErrors(Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])));
    if (Object.keys(problems).length > 0) return;
    const failure = await submission.run(async () => {
      const redemption = await redeem.mutateAsync({
        rewardId: reward.id,
        requestId,
        paymentPassword: password,
        ...(reward.kind === 'item' ? { address: deliveryAddressSchema.parse(address) } : {}),
      });
      onDone(t('points.redeem.done', { name: redemption.rewardName }));
    });
    if (failure === 'payment_password_incorrect') setPassword('');
    // Either way the mall may have changed (stock, limits, the balance): it is fetched again.
    if (failure === null || failure.startsWith('points_')) void refreshWallet();
  }

  return {
    address,
    password,
    errors,
    submission,
    send,
    changeAddress(field: AddressField, text: string) {
      setAddress((current) => ({ ...current, [field]: text }));
      submission.clearError();
    },
    changePassword(next: string) {
      setPassword(next);
      submission.clearError();
    },
  };
}

/** Redeems one reward: its summary, the delivery address for an item, the payment password. */
export function RedeemDialog({
  reward,
  balance,
  onClose,
  onDone,
}: {
  reward: PointReward;
  balance: PointBalance;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const form = useRedeemForm(reward, onDone);
  const openMemberPage = useOpenMemberPage();
  const { submission } = form;
  return (
    <Modal
      isOpen
      title={t('points.redeem.title')}
      onClose={onClose}
      isDismissable={!submission.isBusy}
      width={460}
      testId="redeem-dialog"
      footer={
        <DialogFooter
          formId={formId}
          confirmLabel={t('points.redeem.confirm')}
          isBusy={submission.isBusy}
          testId="redeem-confirm"
          onCancel={onClose}
        />
      }
    >
      <form id={formId} className="login-form points-dialog" onSubmit={form.send} noValidate>
        <RedeemSummary reward={reward} balance={balance} />
        {reward.kind === 'item' && (
          <AddressFields value={form.address} errors={form.errors} onChange={form.changeAddress} />
        )}
        <PaymentPasswordField
          value={form.password}
          onChange={form.changePassword}
          error={form.errors.paymentPassword}
          testId="redeem-password"
        />
        <p className="money-note">{t('points.redeem.note')}</p>
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
