import { hasCapability } from '@khela/contracts';
import {
  gatewaySecretLengthMin,
  type DeskChannel,
  type DeskGateway,
  type DeskMethod,
  type Operator,
  type PaymentDesk as Desk,
} from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { PromptDialog } from '../../ui/Dialog';
import { errorText, markRefusedFields } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { useSingleFlight } from '../../ui/single-flight';
import { ChannelDialog, GatewayDialog, MethodDialog } from './PaymentDialogs';
import {
  usePaymentChanges,
  usePaymentDesk,
  type MerchantChoice,
  type PaymentChanges,
} from './payments.api';
import { WalletRulesPanel } from './WalletRulesPanel';
import './payments.css';
import { Toggle } from '../../ui/Toggle';

/** Owners and administrators set the desk up; finance only rotates receiving accounts. */
function canSetUp(operator: Operator): boolean {
  return hasCapability(operator.role, 'paymentSetup');
}

/** A receiving-account form under a channel: name and number, added to the rotation. */
function AddAccount({ channel, changes }: { channel: DeskChannel; changes: PaymentChanges }) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setError(null);
    void run(async () => {
      try {
        await changes.createAccount(channel.id, {
          accountName: String(form.get('accountName') ?? '').trim(),
          accountNumber: String(form.get('accountNumber') ?? '').trim(),
        });
        formElement.reset();
      } catch (failure) {
        setError(errorText(failure, t('common.failed'), markRefusedFields(formElement, failure)));
      }
    });
  }
  return (
    <form
      className="pd-add-account"
      noValidate
      onSubmit={submit}
      data-testid={`add-account-${channel.code}`}
    >
      <input
        name="accountName"
        aria-label={t('payments.accountName')}
        placeholder={t('payments.accountName')}
        maxLength={100}
        required
      />
      <input
        name="accountNumber"
        aria-label={t('payments.accountNumber')}
        placeholder={t('payments.accountNumber')}
        maxLength={100}
        required
        inputMode="tel"
      />
      <BusyButton isBusy={isBusy} type="submit" isGhost>
        {t('payments.addAccount')}
      </BusyButton>
      <ErrorNote text={error} />
    </form>
  );
}

function ChannelCard({
  channel,
  currency,
  changes,
  isManager,
  onEdit,
}: {
  channel: DeskChannel;
  currency: string;
  changes: PaymentChanges;
  isManager: boolean;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="pd-channel" data-testid={`channel-${channel.code}`}>
      <div className="pd-channel__head">
        <strong>{channel.name}</strong> <code>{channel.code}</code>
        <Toggle
          isOn={channel.isEnabled}
          label={t('payments.enabled')}
          isDisabled={!isManager}
          onChange={(isEnabled) => changes.updateChannel(channel.id, { isEnabled })}
        />
        {isManager && (
          <button type="button" className="ops-button ops-button--ghost" onClick={onEdit}>
            {t('payments.edit')}
          </button>
        )}
      </div>
      <p className="pd-channel__terms">
        {t('payments.limits', {
          min: formatAmount(channel.min, currency),
          max: formatAmount(channel.max, currency),
        })}
        {' · '}
        {t('payments.minutes', { count: channel.orderMinutes })}
        {channel.chips.length > 0 && (
          <>
            {' · '}
            {t('payments.chipList', {
              chips: channel.chips.map((chip) => formatAmount(chip)).join(', '),
            })}
          </>
        )}
        {channel.gatewayCode && (
          <>
            {' · '}
            {t('payments.viaGateway', { code: channel.gatewayCode })}
          </>
        )}
      </p>
      {!channel.gatewayCode && (
        <>
          {channel.accounts.length === 0 ? (
            <p className="ops-hint">{t('payments.noAccounts')}</p>
          ) : (
            <ul className="pd-accounts">
              {channel.accounts.map((account) => (
                <li key={account.id} data-testid={`account-${account.accountNumber}`}>
                  <span>
                    <strong>{account.accountNumber}</strong> · {account.accountName}
                    <br />
                    <small>
                      {account.lastUsedAt
                        ? t('payments.lastUsed', {
                            when: formatDateTime(account.lastUsedAt, i18n.language),
                          })
                        : t('payments.neverUsed')}
                      {' · '}
                      {t('payments.openOrders', { count: account.openOrders })}
                    </small>
                  </span>
                  <Toggle
                    isOn={account.isEnabled}
                    label={t('payments.inRotation')}
                    onChange={(isEnabled) => changes.updateAccount(account.id, { isEnabled })}
                  />
                </li>
              ))}
            </ul>
          )}
          <AddAccount channel={channel} changes={changes} />
        </>
      )}
    </li>
  );
}

function MethodCard({
  method,
  desk,
  changes,
  isManager,
  onChannel,
}: {
  method: DeskMethod;
  desk: Desk;
  changes: PaymentChanges;
  isManager: boolean;
  onChannel: (channel: DeskChannel | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <article className="ops-item pd-method" data-testid={`method-${method.code}`}>
      <div className="ops-item__head">
        <div className="ops-item__who">
          <strong>{method.name}</strong>{' '}
          <span className="ops-badge">{t(`payments.kinds.${method.kind}`)}</span>
          <br />
          <small>
            <code>{method.code}</code>
          </small>
        </div>
        {isManager && (
          <button
            type="button"
            className="ops-button ops-button--ghost"
            onClick={() => onChannel(null)}
          >
            {t('payments.addChannel')}
          </button>
        )}
      </div>
      <div className="pd-method__switches">
        <Toggle
          isOn={method.isEnabled}
          label={t('payments.enabled')}
          isDisabled={!isManager}
          onChange={(isEnabled) => changes.updateMethod(method.id, { isEnabled })}
        />
        <Toggle
          isOn={method.allowsWithdrawal}
          label={t('payments.allowsWithdrawal')}
          isDisabled={!isManager}
          onChange={(allowsWithdrawal) => changes.updateMethod(method.id, { allowsWithdrawal })}
        />
      </div>
      {method.channels.length === 0 ? (
        <p className="ops-hint">{t('payments.noChannels')}</p>
      ) : (
        <ul className="pd-channels">
          {method.channels.map((channel) => (
            <ChannelCard
              key={channel.id}
              channel={channel}
              currency={desk.merchant.currency}
              changes={changes}
              isManager={isManager}
              onEdit={() => onChannel(channel)}
            />
          ))}
        </ul>
      )}
    </article>
  );
}

function GatewaysPanel({
  gateways,
  changes,
  isManager,
  onAdd,
}: {
  gateways: DeskGateway[];
  changes: PaymentChanges;
  isManager: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const [rekeying, setRekeying] = useState<string | null>(null);
  return (
    <section className="ops-panel" data-testid="payment-gateways">
      <div className="ops-section-head">
        <h2>{t('payments.gateways')}</h2>
        {isManager && (
          <button type="button" className="ops-button ops-button--ghost" onClick={onAdd}>
            {t('payments.addGateway')}
          </button>
        )}
      </div>
      <p className="ops-hint">{t('payments.gatewaysIntro')}</p>
      {gateways.length === 0 ? (
        <p className="ops-empty">{t('payments.noGateways')}</p>
      ) : (
        <ul className="pd-gateways">
          {gateways.map((gateway) => (
            <li key={gateway.code}>
              <span>
                <strong>{gateway.code}</strong> · {gateway.adapter}
                <br />
                <small>
                  <code>{gateway.payUrl}</code>
                  <br />
                  {t('payments.callback')} <code>{gateway.callbackPath}</code> ·{' '}
                  {t('payments.fingerprint')} <code>{gateway.secretFingerprint}</code>
                </small>
              </span>
              <Toggle
                isOn={gateway.isEnabled}
                label={t('payments.enabled')}
                isDisabled={!isManager}
                onChange={(isEnabled) => changes.updateGateway(gateway.code, { isEnabled })}
              />
              {isManager && (
                <button
                  type="button"
                  className="ops-button ops-button--ghost"
                  onClick={() => setRekeying(gateway.code)}
                >
                  {t('payments.newSecret')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {rekeying && (
        <PromptDialog
          title={t('payments.newSecretOf', { code: rekeying })}
          label={t('payments.secret', { count: gatewaySecretLengthMin })}
          submitLabel={t('common.save')}
          field="password"
          minLength={gatewaySecretLengthMin}
          maxLength={200}
          onClose={() => setRekeying(null)}
          onSubmit={async (secret) => {
            try {
              await changes.updateGateway(rekeying, { secret });
              return null;
            } catch (failure) {
              return errorText(failure, t('common.failed'));
            }
          }}
        />
      )}
    </section>
  );
}

type OpenDialog =
  | { kind: 'method' }
  | { kind: 'gateway' }
  | { kind: 'channel'; methodId: string; channel: DeskChannel | null };

function MerchantPayments({
  merchant,
  operator,
}: {
  merchant: MerchantChoice;
  operator: Operator;
}) {
  const { t } = useTranslation();
  const desk = usePaymentDesk(merchant);
  const changes = usePaymentChanges(merchant);
  const isManager = canSetUp(operator);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const data = desk.data;
  return (
    <>
      <section className="ops-panel" data-testid="ops-payments">
        <div className="ops-section-head">
          <h1>{t('payments.title')}</h1>
          <div className="ops-inline">
            <BusyButton isGhost isBusy={desk.isFetching} onClick={() => void desk.refetch()}>
              {t('common.refresh')}
            </BusyButton>
            {isManager && (
              <button
                type="button"
                className="ops-button"
                onClick={() => setDialog({ kind: 'method' })}
              >
                {t('payments.addMethod')}
              </button>
            )}
          </div>
        </div>
        <p className="ops-hint">
          {data
            ? t('payments.intro', { name: data.merchant.name, currency: data.merchant.currency })
            : t('payments.introLoading')}
        </p>
        <ErrorNote text={desk.error ? errorText(desk.error, t('common.loadFailed')) : null} />
        {desk.isPending && <Skeleton rows={4} />}
        {data && data.methods.length === 0 && (
          <p className="ops-empty">{t('payments.noMethods')}</p>
        )}
        {data && data.methods.length > 0 && (
          <div className="ops-items">
            {data.methods.map((method) => (
              <MethodCard
                key={method.id}
                method={method}
                desk={data}
                changes={changes}
                isManager={isManager}
                onChannel={(channel) =>
                  setDialog({ kind: 'channel', methodId: method.id, channel })
                }
              />
            ))}
          </div>
        )}
      </section>
      {data && (
        <GatewaysPanel
          gateways={data.gateways}
          changes={changes}
          isManager={isManager}
          onAdd={() => setDialog({ kind: 'gateway' })}
        />
      )}
      {data && (
        <WalletRulesPanel
          rules={data.rules}
          currency={data.merchant.currency}
          changes={changes}
          isManager={isManager}
        />
      )}
      {dialog?.kind === 'method' && (
        <MethodDialog changes={changes} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'gateway' && (
        <GatewayDialog changes={changes} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'channel' && data && (
        <ChannelDialog
          changes={changes}
          methodId={dialog.methodId}
          channel={dialog.channel}
          gateways={data.gateways}
          currency={data.merchant.currency}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

/**
 * The payment desk: how players of a merchant pay in (methods, channels, the receiving
 * accounts a channel rotates among, automatic gateways) and the merchant's wallet rules.
 */
export function PaymentDesk({ operator }: { operator: Operator }) {
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack payment-desk">
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && (
        <MerchantPayments key={merchant ?? ''} merchant={merchant} operator={operator} />
      )}
    </div>
  );
}
