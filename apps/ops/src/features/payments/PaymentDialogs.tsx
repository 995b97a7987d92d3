import {
  depositMethodKinds,
  gatewayAdapters,
  gatewaySecretLengthMin,
  orderMinutesBounds,
  type DeskChannel,
  type DeskGateway,
} from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { text, whole } from '../../ui/form-values';
import type { PaymentChanges } from './payments.api';
import { FormDialog } from '../../ui/FormDialog';

/** A new payment method: its code, name, kind and icon. */
export function MethodDialog({
  changes,
  onClose,
}: {
  changes: PaymentChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={t('payments.addMethod')}
      testId="method-dialog"
      submitLabel={t('payments.addMethod')}
      onClose={onClose}
      onSend={(form) =>
        changes.createMethod({
          code: text(form, 'code'),
          name: text(form, 'name'),
          kind: text(form, 'kind') as (typeof depositMethodKinds)[number],
          iconUrl: text(form, 'iconUrl') || null,
          allowsWithdrawal: form.get('allowsWithdrawal') === 'on',
          sortOrder: 0,
        })
      }
    >
      <label>
        {t('payments.code')}
        <input name="code" required maxLength={30} autoComplete="off" />
      </label>
      <label>
        {t('payments.name')}
        <input name="name" required maxLength={60} autoComplete="off" />
      </label>
      <label>
        {t('payments.kind')}
        <select name="kind" defaultValue="mobile_money">
          {depositMethodKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`payments.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('payments.iconUrl')}
        <input name="iconUrl" maxLength={500} autoComplete="off" />
      </label>
      <label className="ops-check">
        <input type="checkbox" name="allowsWithdrawal" defaultChecked />
        {t('payments.allowsWithdrawal')}
      </label>
    </FormDialog>
  );
}

/** A channel of a method, new or edited: limits, amount chips, countdown, gateway. */
export function ChannelDialog({
  changes,
  methodId,
  channel,
  gateways,
  currency,
  onClose,
}: {
  changes: PaymentChanges;
  methodId: string;
  channel: DeskChannel | null;
  gateways: DeskGateway[];
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = channel
    ? t('payments.editChannel', { name: channel.name })
    : t('payments.addChannel');
  return (
    <FormDialog
      title={title}
      testId="channel-dialog"
      submitLabel={t('common.save')}
      onClose={onClose}
      onSend={(form) => {
        const values = {
          name: text(form, 'name'),
          min: text(form, 'min'),
          max: text(form, 'max'),
          chips: text(form, 'chips')
            .split(/[\s;]+/)
            .filter((chip) => chip !== ''),
          orderMinutes: whole(form, 'orderMinutes'),
          gatewayCode: text(form, 'gatewayCode') || null,
        };
        return channel
          ? changes.updateChannel(channel.id, values)
          : changes.createChannel(methodId, { ...values, code: text(form, 'code'), sortOrder: 0 });
      }}
    >
      {!channel && (
        <label>
          {t('payments.code')}
          <input name="code" required maxLength={30} autoComplete="off" />
        </label>
      )}
      <label>
        {t('payments.name')}
        <input name="name" required maxLength={60} defaultValue={channel?.name} />
      </label>
      <label>
        {t('payments.min', { currency })}
        <input name="min" inputMode="decimal" required maxLength={30} defaultValue={channel?.min} />
      </label>
      <label>
        {t('payments.max', { currency })}
        <input name="max" inputMode="decimal" required maxLength={30} defaultValue={channel?.max} />
      </label>
      <label className="ops-wide">
        {t('payments.chips')}
        <input
          name="chips"
          maxLength={300}
          defaultValue={channel?.chips.join(' ')}

          aria-describedby="chips-hint"
        />
        <small id="chips-hint" className="ops-hint">
          {t('payments.chipsHint')}
        </small>
      </label>
      <label>
        {t('payments.orderMinutes')}
        <input
          name="orderMinutes"
          type="number"
          min={orderMinutesBounds.min}
          max={orderMinutesBounds.max}
          required
          defaultValue={channel?.orderMinutes ?? 10}
        />
      </label>
      <label>
        {t('payments.gateway')}
        <select name="gatewayCode" defaultValue={channel?.gatewayCode ?? ''}>
          <option value="">{t('payments.noGateway')}</option>
          {gateways.map((gateway) => (
            <option key={gateway.code} value={gateway.code}>
              {gateway.code}
            </option>
          ))}
        </select>
      </label>
    </FormDialog>
  );
}

/** A new automatic gateway: its adapter, where players pay, and the shared secret. */
export function GatewayDialog({
  changes,
  onClose,
}: {
  changes: PaymentChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={t('payments.addGateway')}
      testId="gateway-dialog"
      submitLabel={t('payments.addGateway')}
      onClose={onClose}
      onSend={(form) =>
        changes.createGateway({
          code: text(form, 'code'),
          adapter: text(form, 'adapter') as (typeof gatewayAdapters)[number],
          payUrl: text(form, 'payUrl'),
          secret: String(form.get('secret') ?? ''),
        })
      }
    >
      <label>
        {t('payments.code')}
        <input name="code" required maxLength={30} autoComplete="off" />
      </label>
      <label>
        {t('payments.adapter')}
        <select name="adapter" defaultValue={gatewayAdapters[0]}>
          {gatewayAdapters.map((adapter) => (
            <option key={adapter} value={adapter}>
              {adapter}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('payments.payUrl')}
        <input name="payUrl" type="url" required maxLength={500} />
      </label>
      <label>
        {t('payments.secret', { count: gatewaySecretLengthMin })}
        <input name="secret" type="password" required autoComplete="new-password" maxLength={200} />
      </label>
    </FormDialog>
  );
}
