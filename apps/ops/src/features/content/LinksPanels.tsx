import {
  customerServiceChannels,
  customerServicePositions,
  resourceTypes,
  type DeskCustomerService,
  type DeskLicence,
  type DeskResource,
  type ResourceType,
} from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { uploadPicture, type ContentChanges } from './content.api';
import {
  ConfirmDelete,
  ContentFormDialog,
  LanguageField,
  LanguageFilter,
  text,
  whole,
  type LanguageChoice,
} from './ContentControls';

type Channel = (typeof customerServiceChannels)[number];
type Position = (typeof customerServicePositions)[number];

function ServiceDialog({
  entry,
  changes,
  onClose,
}: {
  entry: DeskCustomerService | null;
  changes: ContentChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ContentFormDialog
      title={entry ? t('content.service.edit') : t('content.service.add')}
      testId="service-dialog"
      submitLabel={t('common.save')}
      onClose={onClose}
      onSend={async (form) => {
        const fields = {
          channel: text(form, 'channel') as Channel,
          csType: Number(text(form, 'csType')) as 1 | 2 | 3,
          csPosition: text(form, 'csPosition') as Position,
          path: text(form, 'path'),
          isVip: form.get('isVip') === 'on',
          sortOrder: whole(form, 'sortOrder'),
        };
        if (entry) await changes.updateService(entry.id, fields);
        else await changes.createService(fields);
      }}
    >
      <label>
        {t('content.service.channel')}
        <select name="channel" defaultValue={entry?.channel ?? 'livechat'}>
          {customerServiceChannels.map((channel) => (
            <option key={channel} value={channel}>
              {t(`content.service.channels.${channel}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('content.service.type')}
        <select name="csType" defaultValue={String(entry?.csType ?? 2)}>
          {[1, 2, 3].map((type) => (
            <option key={type} value={type}>
              {t(`content.service.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="cd-wide">
        {t('content.service.path')}
        <input name="path" maxLength={500} required defaultValue={entry?.path ?? ''} />
        <small className="ops-muted">{t('content.service.pathHint')}</small>
      </label>
      <label>
        {t('content.service.position')}
        <select name="csPosition" defaultValue={entry?.csPosition ?? 'right'}>
          {customerServicePositions.map((position) => (
            <option key={position} value={position}>
              {t(`content.service.positions.${position}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('content.sortOrder')}
        <input name="sortOrder" inputMode="numeric" defaultValue={entry?.sortOrder ?? 0} />
      </label>
      <label className="ops-check cd-wide">
        <input type="checkbox" name="isVip" defaultChecked={entry?.isVip ?? false} />
        {t('content.service.vip')}
      </label>
    </ContentFormDialog>
  );
}

/** Customer-service links: live chat and social channels, VIP or regular. */
export function ServicePanel({
  entries,
  changes,
}: {
  entries: DeskCustomerService[];
  changes: ContentChanges;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<DeskCustomerService | null | 'new'>(null);
  const [deleting, setDeleting] = useState<DeskCustomerService | null>(null);
  return (
    <section className="ops-panel" data-testid="content-service">
      <div className="ops-section-head">
        <h2>{t('content.sections.service')}</h2>
        <button type="button" className="ops-button" onClick={() => setEditing('new')}>
          {t('content.service.add')}
        </button>
      </div>
      <p className="ops-hint">{t('content.service.intro')}</p>
      {entries.length === 0 ? (
        <p className="ops-empty">{t('content.service.empty')}</p>
      ) : (
        <div className="ops-items">
          {entries.map((entry) => (
            <article key={entry.id} className="ops-item">
              <div className="ops-item__who">
                <strong>{t(`content.service.channels.${entry.channel}`)}</strong>
                {entry.isVip && <span className="ops-badge">{t('content.service.vipBadge')}</span>}
                <br />
                <small>
                  {t(`content.service.types.${entry.csType}`)}
                  {' · '}
                  {t(`content.service.positions.${entry.csPosition}`)}
                </small>
                <br />
                <code className="cd-break">{entry.path}</code>
              </div>
              <div className="cd-actions">
                <button
                  type="button"
                  className="ops-button ops-button--ghost"
                  onClick={() => setEditing(entry)}
                >
                  {t('content.edit')}
                </button>
                <button
                  type="button"
                  className="ops-button ops-button--ghost"
                  onClick={() => setDeleting(entry)}
                >
                  {t('content.delete')}
                </button>
              </div>
            </article>
          ))}
        </div>
      )}
      {editing && (
        <ServiceDialog
          entry={editing === 'new' ? null : editing}
          changes={changes}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDelete
          name={t(`content.service.channels.${deleting.channel}`)}
          onConfirm={() => changes.deleteService(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

function LicenceDialog({
  licence,
  changes,
  onClose,
}: {
  licence: DeskLicence | null;
  changes: ContentChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ContentFormDialog
      title={licence ? t('content.licences.edit') : t('content.licences.add')}
      testId="licence-dialog"
      submitLabel={t('common.save')}
      onClose={onClose}
      onSend={async (form) => {
        const fields = {
          jurisdiction: text(form, 'jurisdiction'),
          body: text(form, 'body'),
          sortOrder: whole(form, 'sortOrder'),
        };
        if (licence) await changes.updateLicence(licence.id, fields);
        else await changes.createLicence({ ...fields, language: text(form, 'language') as 'bn' });
      }}
    >
      {!licence && <LanguageField />}
      <label>
        {t('content.licences.jurisdiction')}
        <input name="jurisdiction" maxLength={80} required defaultValue={licence?.jurisdiction} />
      </label>
      <label className="cd-wide">
        {t('content.licences.body')}
        <textarea name="body" rows={4} maxLength={2000} required defaultValue={licence?.body} />
      </label>
      <label>
        {t('content.sortOrder')}
        <input name="sortOrder" inputMode="numeric" defaultValue={licence?.sortOrder ?? 0} />
      </label>
    </ContentFormDialog>
  );
}

/** The footer's licence texts, one per jurisdiction and language. */
export function LicencesPanel({
  licences,
  changes,
}: {
  licences: DeskLicence[];
  changes: ContentChanges;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<LanguageChoice>('all');
  const [editing, setEditing] = useState<DeskLicence | null | 'new'>(null);
  const [deleting, setDeleting] = useState<DeskLicence | null>(null);
  const shown = licences.filter((licence) => language === 'all' || licence.language === language);
  return (
    <section className="ops-panel" data-testid="content-licences">
      <div className="ops-section-head">
        <h2>{t('content.sections.licences')}</h2>
        <button type="button" className="ops-button" onClick={() => setEditing('new')}>
          {t('content.licences.add')}
        </button>
      </div>
      <LanguageFilter value={language} onChange={setLanguage} />
      {shown.length === 0 ? (
        <p className="ops-empty">{t('content.licences.empty')}</p>
      ) : (
        <div className="ops-items">
          {shown.map((licence) => (
            <article key={licence.id} className="ops-item">
              <div className="ops-item__who">
                <strong>{licence.jurisdiction}</strong>
                <span className="ops-badge">{t(`content.languages.${licence.language}`)}</span>
                <p className="cd-body">{licence.body}</p>
              </div>
              <div className="cd-actions">
                <button
                  type="button"
                  className="ops-button ops-button--ghost"
                  onClick={() => setEditing(licence)}
                >
                  {t('content.edit')}
                </button>
                <button
                  type="button"
                  className="ops-button ops-button--ghost"
                  onClick={() => setDeleting(licence)}
                >
                  {t('content.delete')}
                </button>
              </div>
            </article>
          ))}
        </div>
      )}
      {editing && (
        <LicenceDialog
          licence={editing === 'new' ? null : editing}
          changes={changes}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDelete
          name={deleting.jurisdiction}
          onConfirm={() => changes.deleteLicence(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

/** One download: its address, label and QR picture, saved together. */
function ResourceForm({
  type,
  resource,
  changes,
}: {
  type: ResourceType;
  resource: DeskResource | undefined;
  changes: ContentChanges;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('qr');
    setError(null);
    setSaved(false);
    void run(async () => {
      try {
        const qr =
          file instanceof File && file.size > 0
            ? await uploadPicture(file, 'content', changes.merchant)
            : null;
        await changes.saveResource(type, {
          url: text(form, 'url'),
          labelNameEn: text(form, 'labelNameEn'),
          qrMediaId: qr?.id ?? null,
        });
        setSaved(true);
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  }
  return (
    <form
      className="ops-item ops-form"
      noValidate
      onSubmit={submit}
      data-testid={`resource-${type}`}
    >
      <strong>{t(`content.downloads.types.${type}`)}</strong>
      <label>
        {t('content.downloads.url')}
        <input name="url" maxLength={500} defaultValue={resource?.url ?? ''} required />
      </label>
      <label>
        {t('content.downloads.label')}
        <input name="labelNameEn" maxLength={60} defaultValue={resource?.labelNameEn ?? ''} />
      </label>
      <label>
        {t('content.downloads.qr')}
        <input name="qr" type="file" accept="image/png,image/jpeg,image/webp" />
      </label>
      {resource?.qrCodeUrl && (
        <img className="cd-qr" src={resource.qrCodeUrl} alt="" width={132} height={132} />
      )}
      <ErrorNote text={error} />
      {saved && <p className="ops-notice ops-notice--success">{t('content.saved')}</p>}
      <div className="cd-actions">
        <BusyButton isBusy={isBusy} type="submit">
          {t('common.save')}
        </BusyButton>
        {resource && (
          <BusyButton
            isBusy={isBusy}
            isGhost
            onClick={() =>
              void run(async () => {
                try {
                  await changes.deleteResource(type);
                } catch (failure) {
                  setError(errorText(failure, t('common.failed')));
                }
              })
            }
          >
            {t('content.delete')}
          </BusyButton>
        )}
      </div>
    </form>
  );
}

/** App downloads: Android, iOS and the lite app, each with an optional QR picture. */
export function DownloadsPanel({
  resources,
  changes,
}: {
  resources: DeskResource[];
  changes: ContentChanges;
}) {
  const { t } = useTranslation();
  return (
    <section className="ops-panel" data-testid="content-downloads">
      <h2>{t('content.sections.downloads')}</h2>
      <p className="ops-hint">{t('content.downloads.intro')}</p>
      <div className="ops-items">
        {resourceTypes.map((type) => (
          <ResourceForm
            key={`${type}-${resources.find((row) => row.resourceType === type)?.url ?? ''}`}
            type={type}
            resource={resources.find((row) => row.resourceType === type)}
            changes={changes}
          />
        ))}
      </div>
    </section>
  );
}
