import type { PlatformMerchant } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../../api';
import { BusyButton, ErrorNote, Field, Skeleton } from '../../ui/controls';
import { ConfirmDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { Toggle } from '../../ui/Toggle';
import { CreateMerchantDialog, EditMerchantDialog } from './MerchantForm';
import { usePlatformChanges, usePlatformMerchants } from './platform.api';
import './platform.css';

/** A new logo: uploaded to the merchant's own media, then made its brand's. */
function LogoPicker({ merchant }: { merchant: PlatformMerchant }) {
  const { t } = useTranslation();
  const changes = usePlatformChanges();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  return (
    <label className="ops-button ops-button--ghost ops-file">
      {t('platform.logo')}
      <input
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={isBusy}
        data-testid={`platform-logo-${merchant.code}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setError(null);
          void run(async () => {
            try {
              const picture = await uploadPicture(file, 'content', merchant.code);
              await changes.update(merchant.code, { logoUrl: picture.url });
            } catch (failure) {
              setError(errorText(failure, t('common.failed')));
            }
          });
        }}
      />
      <ErrorNote text={error} />
    </label>
  );
}

function MerchantCard({ merchant }: { merchant: PlatformMerchant }) {
  const { t, i18n } = useTranslation();
  const changes = usePlatformChanges();
  const [isEditing, setIsEditing] = useState(false);
  const [isSuspending, setIsSuspending] = useState(false);
  const isActive = merchant.status === 'active';
  return (
    <article className="ops-merchant" data-testid={`platform-merchant-${merchant.code}`}>
      <header className="ops-merchant__head">
        <img src={merchant.logoUrl} alt="" width={96} height={24} className="ops-merchant__logo" />
        <div>
          <h2>
            {merchant.name} <code>{merchant.code}</code>
          </h2>
          <span className={isActive ? 'ops-badge ops-badge--ok' : 'ops-badge ops-badge--off'}>
            {t(`platform.status.${merchant.status}`)}
          </span>
          {merchant.isDefault && <span className="ops-badge">{t('platform.default')}</span>}
        </div>
        <span className="ops-swatches" aria-hidden="true">
          <span style={{ background: merchant.colorPrimary }} />
          <span style={{ background: merchant.colorAccent }} />
        </span>
      </header>
      <dl className="ops-fields">
        <Field label={t('platform.domains')}>
          {merchant.domains.map((entry) => (
            <span key={entry.domain} className="ops-chip">
              {entry.domain}
              {entry.device === 3 ? ` · ${t('platform.mobile')}` : ''}
            </span>
          ))}
        </Field>
        <Field label={t('platform.currency')}>{merchant.currency}</Field>
        <Field label={t('platform.languages')}>
          {merchant.languages.map((language) => t(`actions.languages.${language}`)).join(', ')}
        </Field>
        <Field label={t('platform.timeZone')}>{merchant.timeZone}</Field>
        <Field label={t('platform.people')}>
          {t('platform.peopleCount', { operators: merchant.operators, members: merchant.members })}
        </Field>
        <Field label={t('operators.createdAt')}>
          {formatDateTime(merchant.createdAt, i18n.language)}
        </Field>
      </dl>
      <div className="ops-actions">
        <Toggle
          isOn={merchant.isDefault}
          label={t('platform.answersUnclaimed')}
          testId={`platform-default-${merchant.code}`}
          onChange={(next) => changes.update(merchant.code, { isDefault: next })}
        />
        <button
          type="button"
          className="ops-button ops-button--ghost"
          onClick={() => setIsEditing(true)}
        >
          {t('platform.edit')}
        </button>
        <LogoPicker merchant={merchant} />
        <button
          type="button"
          className={isActive ? 'ops-button ops-button--danger' : 'ops-button'}
          data-testid={`platform-status-${merchant.code}`}
          onClick={() => setIsSuspending(true)}
        >
          {isActive ? t('platform.suspend') : t('platform.resume')}
        </button>
      </div>
      {isEditing && <EditMerchantDialog merchant={merchant} onClose={() => setIsEditing(false)} />}
      {isSuspending && (
        <ConfirmDialog
          title={t(isActive ? 'platform.suspendTitle' : 'platform.resumeTitle', {
            name: merchant.name,
          })}
          summary={<p>{t(isActive ? 'platform.suspendSummary' : 'platform.resumeSummary')}</p>}
          confirmLabel={isActive ? t('platform.suspend') : t('platform.resume')}
          isDanger={isActive}
          testId="platform-status-confirm"
          onClose={() => setIsSuspending(false)}
          onConfirm={() =>
            changes.update(merchant.code, { status: isActive ? 'suspended' : 'active' })
          }
        />
      )}
    </article>
  );
}

/** The platform owner's desk: every merchant, new ones, and which answers unclaimed hosts. */
export function PlatformDesk() {
  const { t } = useTranslation();
  const list = usePlatformMerchants();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const merchants = list.data;
  const hasDefault = merchants?.some((merchant) => merchant.isDefault) ?? true;
  return (
    <section className="ops-panel" data-testid="ops-platform">
      <div className="ops-section-head">
        <h1>{t('platform.title')}</h1>
        <BusyButton isGhost isBusy={list.isFetching} onClick={() => void list.refetch()}>
          {t('common.refresh')}
        </BusyButton>
        <button type="button" className="ops-button" onClick={() => setIsCreating(true)}>
          {t('platform.create')}
        </button>
      </div>
      <p className="ops-hint">{hasDefault ? t('platform.defaultHint') : t('platform.noDefault')}</p>
      {created && (
        <p className="ops-notice ops-notice--success" role="status">
          {t('platform.created', { code: created })}
        </p>
      )}
      <ErrorNote text={list.error ? errorText(list.error, t('common.loadFailed')) : null} />
      {list.isPending && <Skeleton />}
      <div className="ops-merchants">
        {merchants?.map((merchant) => (
          <MerchantCard key={merchant.code} merchant={merchant} />
        ))}
      </div>
      {isCreating && merchants && (
        <CreateMerchantDialog
          merchants={merchants}
          onClose={() => setIsCreating(false)}
          onCreated={setCreated}
        />
      )}
    </section>
  );
}
