import { Icon } from './Icon';

/** The words of a pager, in the language of the bundle its screen loaded. */
export interface PagerLabels {
  /** The navigation region's name. */
  region: string;
  previous: string;
  next: string;
  /** Where we are, e.g. "Page 2 of 5". */
  position: string;
}

/** Previous and next page of a list, and where we are; nothing when there is one page. */
export function Pager({
  page,
  totalPages,
  onPage,
  labels,
  className,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
  /** The block its styles hang from; the position is `${className}__position`. */
  className: string;
}) {
  const pages = Math.max(1, totalPages);
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={labels.region}>
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => onPage(Math.max(1, page - 1))}
      >
        <Icon name="chevron-left" size={16} />
        {labels.previous}
      </button>
      <span className={`${className}__position`} data-testid="pager-position">
        {labels.position}
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={page >= pages}
        onClick={() => onPage(Math.min(pages, page + 1))}
        data-testid="pager-next"
      >
        {labels.next}
        <Icon name="chevron-right" size={16} />
      </button>
    </nav>
  );
}
