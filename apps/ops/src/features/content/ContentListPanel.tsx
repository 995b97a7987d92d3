import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, LanguageFilter, type LanguageChoice } from './ContentControls';

/** What an item's buttons do: open its edit dialog, or ask before deleting it. */
export interface ItemActionHandlers {
  onEdit: () => void;
  onDelete: () => void;
}

/** An item's actions: its publish switch (when it has one), edit and delete. */
export function ItemActions({
  toggle,
  onEdit,
  onDelete,
}: ItemActionHandlers & { toggle?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="cd-actions">
      {toggle}
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
  testId,
  title,
  addLabel,
  intro,
  emptyText,
  items,
  languageOf,
  renderItem,
  renderEditor,
  nameOf,
  onDelete,
}: {
  testId: string;
  title: string;
  addLabel: string;
  intro?: string;
  emptyText: string;
  items: Item[];
  /** An item's language; given, the list can be filtered by it. */
  languageOf?: (item: Item) => string;
  renderItem: (item: Item, actions: ItemActionHandlers) => ReactNode;
  /** The dialog that adds an item (null) or edits one. */
  renderEditor: (item: Item | null, onClose: () => void) => ReactNode;
  /** How the delete question names an item. */
  nameOf: (item: Item) => string;
  onDelete: (item: Item) => Promise<unknown>;
}) {
  const [language, setLanguage] = useState<LanguageChoice>('all');
  const [editing, setEditing] = useState<Item | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const shown = items.filter(
    (item) => !languageOf || language === 'all' || languageOf(item) === language,
  );
  return (
    <section className="ops-panel" data-testid={testId}>
      <div className="ops-section-head">
        <h2>{title}</h2>
        <button type="button" className="ops-button" onClick={() => setEditing('new')}>
          {addLabel}
        </button>
      </div>
      {intro !== undefined && <p className="ops-hint">{intro}</p>}
      {languageOf && <LanguageFilter value={language} onChange={setLanguage} />}
      {shown.length === 0 ? (
        <p className="ops-empty">{emptyText}</p>
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
      {editing && renderEditor(editing === 'new' ? null : editing, () => setEditing(null))}
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
