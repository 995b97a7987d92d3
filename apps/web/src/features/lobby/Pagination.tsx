import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/Icon';
import { pagerOf, type Paging } from './lobby-state';

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
 * next page below the ones shown. While a long list's count is capped, "last" is left out and
 * the page count reads as a lower bound.
 */
export function Pagination({
  paging,
  totalPages,
  isTotalCapped = false,
  isLoadingMore,
  onGoTo,
  onLoadMore,
}: {
  paging: Paging;
  totalPages: number;
  isTotalCapped?: boolean;
  isLoadingMore: boolean;
  onGoTo: (page: number) => void;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const pager = pagerOf(paging, totalPages, isTotalCapped);
  const shown =
    paging.firstPage === paging.lastPage
      ? String(paging.firstPage)
      : `${paging.firstPage}–${paging.lastPage}`;
  const lastPage = pager.lastPage;
  return (
    <div className="pager" data-testid="pager">
      {pager.hasMore && (
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
          isDisabled={pager.isFirst}
          onClick={() => onGoTo(1)}
        />
        <PageButton
          icon="chevron-left"
          label={t('lobby.previousPage')}
          isDisabled={pager.isFirst}
          onClick={() => onGoTo(paging.firstPage - 1)}
        />
        <span className="pager__status tabular" aria-live="polite">
          {t(pager.isAtLeast ? 'lobby.pageOfAtLeast' : 'lobby.pageOf', {
            page: shown,
            total: pager.totalPages,
          })}
        </span>
        <PageButton
          icon="chevron-right"
          label={t('lobby.nextPage')}
          isDisabled={pager.isLast}
          onClick={() => onGoTo(paging.lastPage + 1)}
        />
        {lastPage !== null && (
          <PageButton
            icon="chevrons-right"
            label={t('lobby.lastPage')}
            isDisabled={pager.isLast}
            onClick={() => onGoTo(lastPage)}
          />
        )}
      </nav>
    </div>
  );
}
