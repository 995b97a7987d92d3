import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/Icon';
import { hasMore, type Paging } from './lobby-state';

function PageButton({
  icon,
  label,
  isDisabled,
  onClick,
}: {
  icon: IconName;
  label: string;
  isDisabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="pager__button"
      aria-label={label}
      title={label}
      disabled={isDisabled}
      onClick={onClick}
    >
      <Icon name={icon} size={18} />
    </button>
  );
}

/**
 * First, previous, next and last page (clamped by the caller) plus load-more, which adds the
 * next page below the ones shown.
 */
export function Pagination({
  paging,
  totalPages,
  isLoadingMore,
  onGoTo,
  onLoadMore,
}: {
  paging: Paging;
  totalPages: number;
  isLoadingMore: boolean;
  onGoTo: (page: number) => void;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const isFirst = paging.firstPage <= 1;
  const isLast = paging.lastPage >= totalPages;
  const shown =
    paging.firstPage === paging.lastPage
      ? String(paging.firstPage)
      : `${paging.firstPage}–${paging.lastPage}`;
  return (
    <div className="pager" data-testid="pager">
      {hasMore(paging, totalPages) && (
        <button
          type="button"
          className="button button--primary pager__more"
          onClick={onLoadMore}
          disabled={isLoadingMore}
          data-testid="load-more"
        >
          {isLoadingMore ? t('lobby.loading') : t('lobby.loadMore')}
        </button>
      )}
      <nav className="pager__nav" aria-label={t('lobby.pages')}>
        <PageButton
          icon="chevrons-left"
          label={t('lobby.firstPage')}
          isDisabled={isFirst}
          onClick={() => onGoTo(1)}
        />
        <PageButton
          icon="chevron-left"
          label={t('lobby.previousPage')}
          isDisabled={isFirst}
          onClick={() => onGoTo(paging.firstPage - 1)}
        />
        <span className="pager__status tabular" aria-live="polite">
          {t('lobby.pageOf', { page: shown, total: totalPages })}
        </span>
        <PageButton
          icon="chevron-right"
          label={t('lobby.nextPage')}
          isDisabled={isLast}
          onClick={() => onGoTo(paging.lastPage + 1)}
        />
        <PageButton
          icon="chevrons-right"
          label={t('lobby.lastPage')}
          isDisabled={isLast}
          onClick={() => onGoTo(totalPages)}
        />
      </nav>
    </div>
  );
}
