import type { BetRoundDetail } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { RoundRow } from '../tables/RoundRow';

/** A round of the in-house tables as the betting record's detail carries it. */
export type TableRound = NonNullable<BetRoundDetail['table']>;

/**
 * A round of the in-house tables in the betting record, shown as the table's My bets shows it:
 * the result, the member's bets with their wins, and the check worked out in the browser.
 */
export default function TableRoundSection({
  table,
  onRefresh,
}: {
  table: TableRound;
  /** Reads the round again: a checked round polls until its seed is shown. */
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="bet-detail__section" data-testid="bet-table-round">
      <h3>{t('tables.mine.title')}</h3>
      <ul className="tbl-rounds">
        <RoundRow round={table.round} game={table.game} onRefresh={onRefresh} />
      </ul>
    </section>
  );
}
