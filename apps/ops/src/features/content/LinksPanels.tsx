import {
  customerServiceChannels,
  customerServicePositions,
  resourceTypes,
  type DeskCustomerService,
  type DeskLicence,
  type DeskResource,
  type ResourceType,
} from '@khela/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../ui/controls';
import { text, whole } from '../../ui/form-values';
import { uploadPicture } from '../../api';
import type { ContentChanges } from './content.api';
import {
  ConfirmDelete,
  LanguageField,
  languageValue,
  SaveOutcome,
  SortOrderField,
  useSavedForm,
} from './ContentControls';
import { ItemDialog } from './ContentItem';
import {
  ContentListPanel,
  ItemActions,
  type ItemEditorProps,
  type ListPanelProps,
} from './ContentListPanel';

type Channel = (typeof customerServiceChannels)[number];
type Position = (typeof customerServicePositions)[number];

function ServiceDialog({ item: entry, changes, onClose }: ItemEditorProps<DeskCustomerService>) {
  const { t } = useTranslation();
  return (
    <ItemDialog
      section="service"
      testId="service-dialog"
      isNew={!entry}
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
      <SortOrderField value={entry?.sortOrder} />
      <label className="ops-check cd-wide">
        <input type="checkbox" name="isVip" defaultChecked={entry?.isVip ?? false} />
        {t('content.service.vip')}
      </label>
    </ItemDialog>
  );
}

/** Customer-service links: live chat and social channels, VIP or regular. */
export function ServicePanel({ items, changes }: ListPanelProps<DeskCustomerService>) {
  const { t } = useTranslation();
  return (
    <ContentListPanel
      section="service"
      items={items}
      renderItem={(entry, actions) => (
        <article className="ops-item">
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
          <ItemActions {...actions} />
        </article>
      )}
      editor={ServiceDialog}
      changes={changes}
      nameOf={(entry) => t(`content.service.channels.${entry.channel}`)}
      onDelete={(entry) => changes.deleteService(entry.id)}
    />
  );
}

function LicenceDialog({ item: licence, changes, onClose }: ItemEditorProps<DeskLicence>) {
  const { t } = useTranslation();
  return (
    <ItemDialog
      section="licences"
      testId="licence-dialog"
      isNew={!licence}
      onClose={onClose}
      onSend={async (form) => {
        const fields = {
          jurisdiction: text(form, 'jurisdiction'),
          body: text(form, 'body'),
          sortOrder: whole(form, 'sortOrder'),
        };
        if (licence) await changes.updateLicence(licence.id, fields);
        else await changes.createLicence({ ...fields, language: languageValue(form) });
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
      <SortOrderField value={licence?.sortOrder} />
    </ItemDialog>
  );
}

/** The footer's licence texts, one per jurisdiction and language. */
export function LicencesPanel({ items, changes }: ListPanelProps<DeskLicence>) {
  const { t } = useTranslation();
  return (
    <ContentListPanel
      section="licences"
      hasIntro={false}
      items={items}
      languageOf={(licence) => licence.language}
      renderItem={(licence, actions) => (
        <article className="ops-item">
          <div className="ops-item__who">
            <strong>{licence.jurisdiction}</strong>
            <span className="ops-badge">{t(`content.languages.${licence.language}`)}</span>
            <p className="cd-body">{licence.body}</p>
          </div>
          <ItemActions {...actions} />
        </article>
      )}
      editor={LicenceDialog}
      changes={changes}
      nameOf={(licence) => licence.jurisdiction}
      onDelete={(licence) => changes.deleteLicence(licence.id)}
    />
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
  const fileRef = useRef<HTMLInputElement>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const { isBusy, submit, error, saved } = useSavedForm(async (form) => {
    const file = form.get('qr');
    const qr =
      file instanceof File && file.size > 0
        ? await uploadPicture(file, 'content', changes.merchant)
        : null;
    // No new picture keeps the one it has, unless the operator asks to remove it.
    const picture = qr
      ? { qrMediaId: qr.id }
      : form.get('qrRemove') === 'on'
        ? { qrMediaId: null }
        : {};
    await changes.saveResource(type, {
      url: text(form, 'url'),
      labelNameEn: text(form, 'labelNameEn'),
      ...picture,
    });
    // The saved picture is not sent again with the next change.
    if (fileRef.current) fileRef.current.value = '';
  });
  return (
    <>
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
          <input ref={fileRef} name="qr" type="file" accept="image/png,image/jpeg,image/webp" />
        </label>
        {resource?.qrCodeUrl && (
          <>
            <img className="cd-qr" src={resource.qrCodeUrl} alt="" width={132} height={132} />
            <label className="ops-check">
              <input name="qrRemove" type="checkbox" />
              {t('content.downloads.qrRemove')}
            </label>
          </>
        )}
        <SaveOutcome error={error} saved={saved} />
        <div className="cd-actions">
          <BusyButton isBusy={isBusy} type="submit">
            {t('common.save')}
          </BusyButton>
          {resource && (
            <BusyButton isBusy={isBusy} isGhost onClick={() => setIsDeleting(true)}>
              {t('content.delete')}
            </BusyButton>
          )}
        </div>
      </form>
      {isDeleting && (
        <ConfirmDelete
          name={t(`content.downloads.types.${type}`)}
          onConfirm={() => changes.deleteResource(type)}
          onClose={() => setIsDeleting(false)}
        />
      )}
    </>
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
