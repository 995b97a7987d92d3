import { announcementTypes, type DeskNotice } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toggle } from '../../ui/Toggle';
import type { ContentChanges } from './content.api';
import {
  ConfirmDelete,
  ContentFormDialog,
  LanguageField,
  LanguageFilter,
  PublishField,
  RichTextField,
  ScheduleFields,
  ScheduleText,
  StatusBadge,
  text,
  whole,
  type LanguageChoice,
} from './ContentControls';
import { fromLocalInput } from './content-status';

type NoticeType = (typeof announcementTypes)[number];

/** A new or edited notice: type, language, title, rich text, schedule. */
function NoticeDialog({
  notice,
  changes,
  onClose,
}: {
  notice: DeskNotice | null;
  changes: ContentChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ContentFormDialog
      title={notice ? t('content.notices.edit') : t('content.notices.add')}
      testId="notice-dialog"
      submitLabel={t('common.save')}
      onClose={onClose}
      onSend={async (form) => {
        const fields = {
          type: text(form, 'type') as NoticeType,
          language: text(form, 'language') as 'bn',
          title: text(form, 'title'),
          content: String(form.get('content') ?? ''),
          sortOrder: whole(form, 'sortOrder'),
          startsAt: fromLocalInput(text(form, 'startsAt')),
          endsAt: fromLocalInput(text(form, 'endsAt')),
          isPublished: form.get('isPublished') === 'on',
        };
        if (notice) await changes.updateNotice(notice.id, fields);
        else await changes.createNotice(fields);
      }}
    >
      <label>
        {t('content.notices.type')}
        <select name="type" defaultValue={notice?.type ?? 'B'}>
          {announcementTypes.map((type) => (
            <option key={type} value={type}>
              {t(`content.notices.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <LanguageField value={notice?.language} />
      <label className="cd-wide">
        {t('content.titleField')}
        <input name="title" maxLength={120} required defaultValue={notice?.title ?? ''} />
      </label>
      <RichTextField
        name="content"
        label={t('content.content')}
        value={notice?.content}
        merchant={changes.merchant}
      />
      <label>
        {t('content.sortOrder')}
        <input
          name="sortOrder"
          inputMode="numeric"
          defaultValue={notice?.sortOrder ?? 0}
          maxLength={7}
        />
      </label>
      <ScheduleFields startsAt={notice?.startsAt} endsAt={notice?.endsAt} />
      <PublishField isPublished={notice?.isPublished} />
    </ContentFormDialog>
  );
}

/** Notices and announcements of every type (ticker, popup, players, promotions, home). */
export function NoticesPanel({
  notices,
  changes,
}: {
  notices: DeskNotice[];
  changes: ContentChanges;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<LanguageChoice>('all');
  const [editing, setEditing] = useState<DeskNotice | null | 'new'>(null);
  const [deleting, setDeleting] = useState<DeskNotice | null>(null);
  const shown = notices.filter((notice) => language === 'all' || notice.language === language);
  return (
    <section className="ops-panel" data-testid="content-notices">
      <div className="ops-section-head">
        <h2>{t('content.sections.notices')}</h2>
        <button type="button" className="ops-button" onClick={() => setEditing('new')}>
          {t('content.notices.add')}
        </button>
      </div>
      <p className="ops-hint">{t('content.notices.intro')}</p>
      <LanguageFilter value={language} onChange={setLanguage} />
      {shown.length === 0 ? (
        <p className="ops-empty">{t('content.notices.empty')}</p>
      ) : (
        <div className="ops-items">
          {shown.map((notice) => (
            <article key={notice.id} className="ops-item" data-testid={`notice-${notice.id}`}>
              <div className="ops-item__head">
                <div className="ops-item__who">
                  <strong>{notice.title}</strong>
                  <StatusBadge {...notice} />
                  <br />
                  <small>
                    {t(`content.notices.types.${notice.type}`)}
                    {' · '}
                    {t(`content.languages.${notice.language}`)}
                    {' · '}
                    <ScheduleText startsAt={notice.startsAt} endsAt={notice.endsAt} />
                  </small>
                </div>
              </div>
              <div className="cd-actions">
                <Toggle
                  isOn={notice.isPublished}
                  label={t('content.published')}
                  onChange={(isPublished) => changes.updateNotice(notice.id, { isPublished })}
                />
                <button
                  type="button"
                  className="ops-button ops-button--ghost"
                  onClick={() => setEditing(notice)}
                >
                  {t('content.edit')}
                </button>
                <button
                  type="button"
                  className="ops-button ops-button--ghost"
                  onClick={() => setDeleting(notice)}
                >
                  {t('content.delete')}
                </button>
              </div>
            </article>
          ))}
        </div>
      )}
      {editing && (
        <NoticeDialog
          notice={editing === 'new' ? null : editing}
          changes={changes}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDelete
          name={deleting.title}
          onConfirm={() => changes.deleteNotice(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
