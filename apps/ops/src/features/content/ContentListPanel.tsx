import { Fragment, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toggle } from '../../ui/Toggle';
import type { ContentChanges } from './content.api';
import { ConfirmDelete, LanguageFilter, type LanguageChoice } from './ContentControls';

/**
 * The desk's sections that list items. A section's texts sit under its name (`content.notices.add`,
 * `.empty`, `.intro`) and its panel's test id is `content-<section>`.
 */
export type ListSection = 'banners' | 'notices' | 'help' | 'service' | 'licences';

/** What a section's panel is given: its items and the desk's changes. */
export interface ListPanelProps<Item> {
  items: Item[];
  changes: ContentChanges;
}

/** What a section's dialog is given: the item it edits (null: a new one) and the desk's changes. */
export interface ItemEditorProps<Item> {
  item: Item | null;
  changes: ContentChanges;
  onClose: () => void;
}

/** A filter by the items' kind besides their language: a banner's group, a notice's type. */
export interface KindFilter<Item> {
  /** The select's label. */
  label: string;
  /** The kinds to choose from, in order, each with its name. */
  options: readonly { value: string; name: string }[];
  kindOf: (item: Item) => string;
}

/** What an item's buttons do: open its edit dialog, or ask before deleting it. */
export interface ItemActionHandlers {
  onEdit: () => void;
  onDelete: () => void;
}

/** An item's publish switch: whether players see it, and the call that flips it. */
type PublishSwitch =
  | { isPublished: boolean; onPublish: (isPublished: boolean) => Promise<unknown> }
  | { isPublished?: undefined; onPublish?: undefined };

/** An item's actions: its publish switch (when it has one), edit and delete. */
export function ItemActions({
  isPublished,
  onPublish,
  onEdit,
  onDelete,
}: ItemActionHandlers & PublishSwitch) {
  const { t } = useTranslation();
  return (
    <div className="cd-actions">
      {onPublish && (
        <Toggle isOn={isPublished} label={t('content.published')} onChange={onPublish} />
      )}
      <button type="button" className="ops-button ops-button--ghost" onClick={onEdit}>
        {t('content.edit')}
      </button>
      <button type="button" className="ops-button ops-button--ghost" onClick={onDelete}>
        {t('content.delete')}
      </button>
    </div>
  );
}

/**
 * A section of content items: heading and add button, a language filter when the items are
 * translated, the list (or a line saying it is empty), and the dialogs that add, edit and
 * delete an item. Each panel says how an item reads and which dialog edits it.
 */
export function ContentListPanel<Item extends { id: string }>({
  section,
  hasIntro = true,
  items,
  languageOf,
  kindFilter,
  renderItem,
  editor: Editor,
  changes,
  nameOf,
  onDelete,
}: {
  section: ListSection;
  /** Whether the section explains itself under its heading (`content.<section>.intro`). */
  hasIntro?: boolean;
  items: Item[];
  /** An item's language; given, the list can be filtered by it. */
  languageOf?: (item: Item) => string;
  kindFilter?: KindFilter<Item>;
  renderItem: (item: Item, actions: ItemActionHandlers) => ReactNode;
  /** The dialog that adds an item or edits one. */
  editor: ComponentType<ItemEditorProps<Item>>;
  changes: ContentChanges;
  /** How the delete question names an item. */
  nameOf: (item: Item) => string;
  onDelete: (item: Item) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<LanguageChoice>('all');
  const [kind, setKind] = useState('');
  const [editing, setEditing] = useState<Item | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const inLanguage = items.filter(
    (item) => !languageOf || language === 'all' || languageOf(item) === language,
  );
  const shown = inLanguage.filter(
    (item) => !kindFilter || !kind || kindFilter.kindOf(item) === kind,
  );
  return (
    <section className="ops-panel" data-testid={`content-${section}`}>
      <div className="ops-section-head">
        <h2>{t(`content.sections.${section}`)}</h2>
        <button type="button" className="ops-button" onClick={() => setEditing('new')}>
          {t(`content.${section}.add`)}
        </button>
      </div>
      {hasIntro && <p className="ops-hint">{t(`content.${section}.intro`)}</p>}
      {languageOf && <LanguageFilter value={language} onChange={setLanguage} />}
      {kindFilter && (
        <label className="cd-kind">
          {kindFilter.label}
          <select name="kind" value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="">{t('content.allKinds')}</option>
            {kindFilter.options.map(({ value, name }) => (
              <option key={value} value={value}>
                {t('content.kindCount', {
                  name,
                  count: inLanguage.filter((item) => kindFilter.kindOf(item) === value).length,
                })}
              </option>
            ))}
          </select>
        </label>
      )}
      {shown.length === 0 ? (
        <p className="ops-empty">
          {kind ? t('content.noneOfKind') : t(`content.${section}.empty`)}
        </p>
      ) : (
        <div className="ops-items">
          {shown.map((item) => (
            <Fragment key={item.id}>
              {renderItem(item, {
                onEdit: () => setEditing(item),
                onDelete: () => setDeleting(item),
              })}
            </Fragment>
          ))}
        </div>
      )}
      {editing && (
        <Editor
          item={editing === 'new' ? null : editing}
          changes={changes}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDelete
          name={nameOf(deleting)}
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
