import type { DeskSportsbookSettings } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Field, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { FormDialog } from '../../ui/FormDialog';
import { Toggle } from '../../ui/Toggle';
import { amountFields, readSettings, settingsFieldsOf, type SettingsFields } from './book-settings';
import { sendReading } from './form-refusal';
import {
  useBookChanges,
  useFeedStatus,
  useSportsSettings,
  type BookChanges,
  type MerchantChoice,
} from './sportsbook.api';
import { basisPointsText } from './sportsbook-text';

/** The settings' fields as the form holds them, read when it is sent. */
function fieldsOf(form: FormData): SettingsFields {
  const typed = (name: string) => String(form.get(name) ?? '');
  return {
    minStake: typed('minStake'),
    maxStakeSelection: typed('maxStakeSelection'),
    maxStakeMarket: typed('maxStakeMarket'),
    maxStakeEvent: typed('maxStakeEvent'),
    maxStakeMemberEvent: typed('maxStakeMemberEvent'),
    maxPayout: typed('maxPayout'),
    maxPayoutDay: typed('maxPayoutDay'),
    maxLegs: typed('maxLegs'),
    inPlayDelaySeconds: typed('inPlayDelaySeconds'),
    cashOutMargin: typed('cashOutMargin'),
    feedUrl: typed('feedUrl'),
    isCashOutOffered: form.get('isCashOutOffered') === 'on',
    isFeedOn: form.get('isFeedOn') === 'on',
  };
}

/** Changes every setting of the book at once (the contract replaces them all). */
function SettingsDialog({
  settings,
  currency,
  changes,
  onClose,
}: {
  settings: DeskSportsbookSettings;
  currency: string | undefined;
  changes: BookChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fields = settingsFieldsOf(settings);
  return (
    <FormDialog
      title={t('sportsbook.settings.editTitle')}
      testId="sb-settings-dialog"
      submitLabel={t('common.save')}
      isWide
      onClose={onClose}
      onSend={(form) => sendReading(readSettings(fieldsOf(form)), t, changes.saveSettings)}
    >
      {currency && (
        <p className="ops-hint ops-wide">{t('sportsbook.settings.amountsIn', { currency })}</p>
      )}
      {amountFields.map((field) => (
        <label key={field}>
          {t(`sportsbook.settings.field.${field}`)}
          <input
            name={field}
            inputMode="decimal"
            required
            maxLength={18}
            defaultValue={fields[field]}
          />
        </label>
      ))}
      <label>
        {t('sportsbook.settings.field.maxLegs')}
        <input
          name="maxLegs"
          inputMode="numeric"
          required
          maxLength={2}
          defaultValue={fields.maxLegs}
        />
      </label>
      <label>
        {t('sportsbook.settings.field.inPlayDelaySeconds')}
        <input
          name="inPlayDelaySeconds"
          inputMode="numeric"
          required
          maxLength={2}
          defaultValue={fields.inPlayDelaySeconds}
        />
      </label>
      <label className="ops-check">
        <input type="checkbox" name="isCashOutOffered" defaultChecked={fields.isCashOutOffered} />
        {t('sportsbook.settings.field.isCashOutOffered')}
      </label>
      <label>
        {t('sportsbook.settings.field.cashOutMargin')}
        <input
          name="cashOutMargin"
          inputMode="decimal"
          required
          maxLength={6}
          defaultValue={fields.cashOutMargin}
        />
      </label>
      <label className="ops-wide">
        {t('sportsbook.settings.field.feedUrl')}
        <input
          name="feedUrl"
          type="url"
          maxLength={300}
          autoComplete="off"
          defaultValue={fields.feedUrl}
        />
      </label>
      <label className="ops-check">
        <input type="checkbox" name="isFeedOn" defaultChecked={fields.isFeedOn} />
        {t('sportsbook.settings.field.isFeedOn')}
      </label>
    </FormDialog>
  );
}

/** How the feed's reader is doing: where it reads, how far, its last error. */
function FeedStatus({ merchant }: { merchant: MerchantChoice }) {
  const { t, i18n } = useTranslation();
  const feed = useFeedStatus(merchant);
  const data = feed.data;
  const never = t('sportsbook.feed.never');
  return (
    <div className="ops-subpanel" data-testid="sb-feed">
      <h3>{t('sportsbook.feed.title')}</h3>
      <ErrorNote text={feed.error ? errorText(feed.error, t('common.loadFailed')) : null} />
      {feed.isPending && <Skeleton rows={3} />}
      {data && (
        <dl className="ops-fields">
          <Field label={t('sportsbook.feed.state')}>
            <span className={data.isOn ? 'ops-badge ops-badge--ok' : 'ops-badge ops-badge--off'}>
              {t(data.isOn ? 'sportsbook.feed.on' : 'sportsbook.feed.off')}
            </span>
          </Field>
          <Field label={t('sportsbook.feed.url')}>{data.url ?? t('sportsbook.feed.noUrl')}</Field>
          <Field label={t('sportsbook.feed.lastReadAt')}>
            {data.lastReadAt ? formatDateTime(data.lastReadAt, i18n.language) : never}
          </Field>
          <Field label={t('sportsbook.feed.cursor')}>
            <code>{data.cursor ?? '–'}</code>
          </Field>
          <Field label={t('sportsbook.feed.messages')}>
            <span className="ops-number">{data.messages}</span>
          </Field>
          <Field label={t('sportsbook.feed.recoveries')}>
            <span className="ops-number">{data.recoveries}</span>
          </Field>
          <Field label={t('sportsbook.feed.lastError')}>
            {data.lastError ? (
              <span className="ops-text-danger">{data.lastError}</span>
            ) : (
              t('sportsbook.feed.noError')
            )}
          </Field>
        </dl>
      )}
    </div>
  );
}

/**
 * The book's settings — stake and payout limits, the in-play delay, cash-out and its margin, the
 * odds feed — and how the feed is doing. Managers change them; the feed has a switch of its own.
 */
export function SettingsPanel({
  merchant,
  currency,
  isManager,
}: {
  merchant: MerchantChoice;
  currency: string | undefined;
  isManager: boolean;
}) {
  const { t } = useTranslation();
  const settings = useSportsSettings(merchant);
  const changes = useBookChanges(merchant);
  const [isEditing, setIsEditing] = useState(false);
  const data = settings.data;
  return (
    <section className="ops-panel" data-testid="sb-settings">
      <div className="ops-section-head">
        <h2>{t('sportsbook.settings.title')}</h2>
        <div className="ops-inline">
          {isManager && data && (
            <button type="button" className="ops-button" onClick={() => setIsEditing(true)}>
              {t('sportsbook.settings.edit')}
            </button>
          )}
          <BusyButton isGhost isBusy={settings.isFetching} onClick={() => void settings.refetch()}>
            {t('common.refresh')}
          </BusyButton>
        </div>
      </div>
      <p className="ops-hint">{t('sportsbook.settings.intro')}</p>
      <ErrorNote text={settings.error ? errorText(settings.error, t('common.loadFailed')) : null} />
      {settings.isPending && <Skeleton rows={5} />}
      {data && (
        <>
          <dl className="ops-fields">
            {amountFields.map((field) => (
              <Field key={field} label={t(`sportsbook.settings.field.${field}`)}>
                <span className="ops-number">{formatAmount(data[field], currency)}</span>
              </Field>
            ))}
            <Field label={t('sportsbook.settings.field.maxLegs')}>
              <span className="ops-number">{data.maxLegs}</span>
            </Field>
            <Field label={t('sportsbook.settings.field.inPlayDelaySeconds')}>
              <span className="ops-number">{data.inPlayDelaySeconds}</span>
            </Field>
            <Field label={t('sportsbook.settings.cashOut')}>
              {data.isCashOutOffered
                ? t('sportsbook.settings.cashOutOn', {
                    margin: basisPointsText(data.cashOutMarginBp),
                  })
                : t('sportsbook.settings.cashOutOff')}
            </Field>
          </dl>
          {isManager && (
            <Toggle
              isOn={data.isFeedOn}
              label={t('sportsbook.settings.field.isFeedOn')}
              testId="sb-feed-switch"
              isDisabled={data.feedUrl === null}
              onChange={(isFeedOn) => changes.saveSettings({ ...data, isFeedOn })}
            />
          )}
          {isManager && data.feedUrl === null && (
            <p className="ops-hint">{t('sportsbook.settings.feedNoUrlHint')}</p>
          )}
          <FeedStatus merchant={merchant} />
        </>
      )}
      {isEditing && data && (
        <SettingsDialog
          settings={data}
          currency={currency}
          changes={changes}
          onClose={() => setIsEditing(false)}
        />
      )}
    </section>
  );
}
