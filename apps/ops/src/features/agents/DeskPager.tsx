import { useTranslation } from 'react-i18next';

/**
 * Previous and next page of a desk list, and where we are (nothing when one page holds all);
 * a list may word its ends its own way (newer and older rounds).
 */
export function DeskPager({
  page,
  totalPages,
  onPage,
  words,
  className = '',
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  words?: { previous: string; next: string; page: string };
  className?: string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const own = words ?? { previous: 'agents.previous', next: 'agents.next', page: 'agents.page' };
  return (
    <div className={`ops-actions ${className}`.trim()}>
      <button
        type="button"
        className="ops-button ops-button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t(own.previous)}
      </button>
      <span className="ops-muted">{t(own.page, { page, total: totalPages })}</span>
      <button
        type="button"
        className="ops-button ops-button--ghost"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t(own.next)}
      </button>
    </div>
  );
}
