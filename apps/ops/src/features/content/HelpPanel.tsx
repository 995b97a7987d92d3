import type { DeskHelpArticle } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { text, whole } from '../../ui/form-values';
import {
  LanguageField,
  languageValue,
  PublishField,
  publishValue,
  RichTextField,
  SortOrderField,
  TitleField,
} from './ContentControls';
import { ItemDialog, PublishedItemCard } from './ContentItem';
import { ContentListPanel, type ItemEditorProps, type ListPanelProps } from './ContentListPanel';

/** A new or edited help article: category, slug, title, rich text, order. */
function HelpDialog({ item: article, changes, onClose }: ItemEditorProps<DeskHelpArticle>) {
  const { t } = useTranslation();
  return (
    <ItemDialog
      section="help"
      testId="help-dialog"
      isNew={!article}
      onClose={onClose}
      onSend={async (form) => {
        const fields = {
          category: text(form, 'category'),
          slug: text(form, 'slug'),
          title: text(form, 'title'),
          content: String(form.get('content') ?? ''),
          sortOrder: whole(form, 'sortOrder'),
          isPublished: publishValue(form),
        };
        if (article) await changes.updateHelp(article.id, fields);
        else await changes.createHelp({ ...fields, language: languageValue(form) });
      }}
    >
      {!article && <LanguageField />}
      <label>
        {t('content.help.category')}
        <input name="category" maxLength={60} required defaultValue={article?.category ?? ''} />
      </label>
      <label>
        {t('content.help.slug')}
        <input
          name="slug"
          maxLength={60}
          required
          autoComplete="off"
          defaultValue={article?.slug ?? ''}
        />
        <small className="ops-muted">{t('content.help.slugHint')}</small>
      </label>
      <TitleField value={article?.title} />
      <RichTextField
        name="content"
        label={t('content.content')}
        value={article?.content}
        merchant={changes.merchant}
      />
      <SortOrderField value={article?.sortOrder} />
      <PublishField isPublished={article?.isPublished} />
    </ItemDialog>
  );
}

/** Help articles by language and category, as /help and /helpmc show them. */
export function HelpPanel({ items, changes }: ListPanelProps<DeskHelpArticle>) {
  const { t } = useTranslation();
  return (
    <ContentListPanel
      section="help"
      items={items}
      languageOf={(article) => article.language}
      renderItem={(article, actions) => (
        <PublishedItemCard
          testId={`help-${article.id}`}
          title={article.title}
          status={{ isPublished: article.isPublished }}
          actions={actions}
          onPublish={(isPublished) => changes.updateHelp(article.id, { isPublished })}
        >
          <small>
            {article.category}
            {' · '}
            <code>{article.slug}</code>
            {' · '}
            {t(`content.languages.${article.language}`)}
          </small>
        </PublishedItemCard>
      )}
      editor={HelpDialog}
      changes={changes}
      nameOf={(article) => article.title}
      onDelete={(article) => changes.deleteHelp(article.id)}
    />
  );
}
