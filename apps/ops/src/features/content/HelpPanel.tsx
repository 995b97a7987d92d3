import type { DeskHelpArticle } from '@khela/contracts';
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
  StatusBadge,
  text,
  whole,
  type LanguageChoice,
} from './ContentControls';

/** A new or edited help article: category, slug, title, rich text, order. */
function HelpDialog({
  article,
  changes,
  onClose,
}: {
  article: DeskHelpArticle | null;
  changes: ContentChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ContentFormDialog
      title={article ? t('content.help.edit') : t('content.help.add')}
      testId="help-dialog"
      submitLabel={t('common.save')}
      onClose={onClose}
      onSend={async (form) => {
        const fields = {
          category: text(form, 'category'),
          slug: text(form, 'slug'),
          title: text(form, 'title'),
          content: String(form.get('content') ?? ''),
          sortOrder: whole(form, 'sortOrder'),
          isPublished: form.get('isPublished') === 'on',
        };
        if (article) await changes.updateHelp(article.id, fields);
        else await changes.createHelp({ ...fields, language: text(form, 'language') as 'bn' });
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
      <label className="cd-wide">
        {t('content.titleField')}
        <input name="title" maxLength={120} required defaultValue={article?.title ?? ''} />
      </label>
      <RichTextField
        name="content"
        label={t('content.content')}
        value={article?.content}
        merchant={changes.merchant}
      />
      <label>
        {t('content.sortOrder')}
        <input
          name="sortOrder"
          inputMode="numeric"
          defaultValue={article?.sortOrder ?? 0}
          maxLength={7}
        />
      </label>
      <PublishField isPublished={article?.isPublished} />
    </ContentFormDialog>
  );
}

/** Help articles by language and category, as /help and /helpmc show them. */
export function HelpPanel({
  articles,
  changes,
}: {
  articles: DeskHelpArticle[];
  changes: ContentChanges;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<LanguageChoice>('all');
  const [editing, setEditing] = useState<DeskHelpArticle | null | 'new'>(null);
  const [deleting, setDeleting] = useState<DeskHelpArticle | null>(null);
  const shown = articles.filter((article) => language === 'all' || article.language === language);
  return (
    <section className="ops-panel" data-testid="content-help">
      <div className="ops-section-head">
        <h2>{t('content.sections.help')}</h2>
        <button type="button" className="ops-button" onClick={() => setEditing('new')}>
          {t('content.help.add')}
        </button>
      </div>
      <p className="ops-hint">{t('content.help.intro')}</p>
      <LanguageFilter value={language} onChange={setLanguage} />
      {shown.length === 0 ? (
        <p className="ops-empty">{t('content.help.empty')}</p>
      ) : (
        <div className="ops-items">
          {shown.map((article) => (
            <article key={article.id} className="ops-item" data-testid={`help-${article.id}`}>
              <div className="ops-item__head">
                <div className="ops-item__who">
                  <strong>{article.title}</strong>
                  <StatusBadge isPublished={article.isPublished} />
                  <br />
                  <small>
                    {article.category}
                    {' · '}
                    <code>{article.slug}</code>
                    {' · '}
                    {t(`content.languages.${article.language}`)}
                  </small>
                </div>
              </div>
              <div className="cd-actions">
                <Toggle
                  isOn={article.isPublished}
                  label={t('content.published')}
                  onChange={(isPublished) => changes.updateHelp(article.id, { isPublished })}
                />
                <button
                  type="button"
                  className="ops-button ops-button--ghost"
                  onClick={() => setEditing(article)}
                >
                  {t('content.edit')}
                </button>
                <button
                  type="button"
                  className="ops-button ops-button--ghost"
                  onClick={() => setDeleting(article)}
                >
                  {t('content.delete')}
                </button>
              </div>
            </article>
          ))}
        </div>
      )}
      {editing && (
        <HelpDialog
          article={editing === 'new' ? null : editing}
          changes={changes}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDelete
          name={deleting.title}
          onConfirm={() => changes.deleteHelp(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
