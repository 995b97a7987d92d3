import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';
import { StatusBadge } from './ContentControls';
import { ItemActions, type ItemActionHandlers, type ListSection } from './ContentListPanel';

/**
 * A card of an item players see once it is published: its title and where it stands, the lines
 * under them, and its actions with the publish switch.
 */
export function PublishedItemCard({
  testId,
  className,
  picture,
  title,
  status,
  actions,
  onPublish,
  children,
}: {
  testId: string;
  /** A class beside the item's own. */
  className?: string;
  /** Shown above the title, as wide as the card. */
  picture?: ReactNode;
  title: string;
  /** What the status badge is worked out from. */
  status: ComponentProps<typeof StatusBadge>;
  actions: ItemActionHandlers;
  onPublish: (isPublished: boolean) => Promise<unknown>;
  /** The lines under the title. */
  children: ReactNode;
}) {
  return (
    <article className={className ? `ops-item ${className}` : 'ops-item'} data-testid={testId}>
      {picture}
      <div className="ops-item__head">
        <div className="ops-item__who">
          <strong>{title}</strong>
          <StatusBadge {...status} />
          <br />
          {children}
        </div>
      </div>
      <ItemActions {...actions} isPublished={status.isPublished} onPublish={onPublish} />
    </article>
  );
}

/** A section's dialog that adds or edits an item: wide, titled by which, saved with one button. */
export function ItemDialog({
  section,
  isNew,
  ...dialog
}: Omit<ComponentProps<typeof FormDialog>, 'title' | 'submitLabel' | 'isWide'> & {
  section: ListSection;
  isNew: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      {...dialog}
      isWide
      title={t(isNew ? `content.${section}.add` : `content.${section}.edit`)}
      submitLabel={t('common.save')}
    />
  );
}
