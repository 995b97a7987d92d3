import { useTranslation } from 'react-i18next';

/** Previous and next page of a desk list, and where we are (nothing when one page holds all). */
export function DeskPager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <div className="ops-actions">
      <button
        type="button"
        className="ops-button ops-button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('agents.previous')}
      </button>
      <span className="ops-muted">{t('agents.page', { page, total: totalPages })}</span>
      <button
        type="button"
        className="ops-button ops-button--ghost"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('agents.next')}
      </button>
    </div>
  );
}
