import { announcementTypes, type DeskNotice } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { text, whole } from '../../ui/form-values';
import { useDeskTimeZone } from '../../ui/zoned-time';
import {
  LanguageField,
  languageValue,
  PublishField,
  publishValue,
  RichTextField,
  ScheduleFields,
  ScheduleText,
  scheduleValues,
  SortOrderField,
  TitleField,
} from './ContentControls';
import { ItemDialog, PublishedItemCard } from './ContentItem';
import { ContentListPanel, type ItemEditorProps, type ListPanelProps } from './ContentListPanel';

type NoticeType = (typeof announcementTypes)[number];

/** A new or edited notice: type, language, title, rich text, schedule. */
function NoticeDialog({ item: notice, changes, onClose }: ItemEditorProps<DeskNotice>) {
  const { t } = useTranslation();
  const zone = useDeskTimeZone();
  return (
    <ItemDialog
      section="notices"
      testId="notice-dialog"
      isNew={!notice}
      onClose={onClose}
      onSend={async (form) => {
        const fields = {
          type: text(form, 'type') as NoticeType,
          language: languageValue(form),
          title: text(form, 'title'),
          content: String(form.get('content') ?? ''),
          sortOrder: whole(form, 'sortOrder'),
          ...scheduleValues(form, zone, notice ?? undefined),
          isPublished: publishValue(form),
          topic: text(form, 'topic') || null,
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
      <TitleField value={notice?.title} />
      <label className="cd-wide">
        {t('content.notices.topic')}
        <input
          name="topic"
          maxLength={40}
          defaultValue={notice?.topic ?? ''}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('content.notices.topicPlaceholder')}
        />
        <small className="ops-muted">{t('content.notices.topicHint')}</small>
      </label>
      <RichTextField
        name="content"
        label={t('content.content')}
        value={notice?.content}
        merchant={changes.merchant}
      />
      <SortOrderField value={notice?.sortOrder} />
      <ScheduleFields startsAt={notice?.startsAt} endsAt={notice?.endsAt} />
      <PublishField isPublished={notice?.isPublished} />
    </ItemDialog>
  );
}

/** Notices and announcements of every type (ticker, popup, players, promotions, home). */
export function NoticesPanel({ items, changes }: ListPanelProps<DeskNotice>) {
  const { t } = useTranslation();
  return (
    <ContentListPanel
      section="notices"
      items={items}
      languageOf={(notice) => notice.language}
      kindFilter={{
        label: t('content.notices.type'),
        options: announcementTypes.map((type) => ({
          value: type,
          name: t(`content.notices.types.${type}`),
        })),
        kindOf: (notice) => notice.type,
      }}
      renderItem={(notice, actions) => (
        <PublishedItemCard
          testId={`notice-${notice.id}`}
          title={notice.title}
          status={notice}
          actions={actions}
          onPublish={(isPublished) => changes.updateNotice(notice.id, { isPublished })}
        >
          <small>
            {t(`content.notices.types.${notice.type}`)}
            {' · '}
            {t(`content.languages.${notice.language}`)}
            {notice.topic && ` · ${t('content.notices.topicShown', { topic: notice.topic })}`}
            {' · '}
            <ScheduleText startsAt={notice.startsAt} endsAt={notice.endsAt} />
          </small>
        </PublishedItemCard>
      )}
      editor={NoticeDialog}
      changes={changes}
      nameOf={(notice) => notice.title}
      onDelete={(notice) => changes.deleteNotice(notice.id)}
    />
  );
}
