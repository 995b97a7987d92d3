import {
  legResults,
  type DeskEventDetail,
  type DeskMarket,
  type LegResult,
} from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { FormDialog } from '../../ui/FormDialog';
import { sendReading } from './form-refusal';
import {
  isQuarterLine,
  isResettlement,
  readSettleDraft,
  resettleReasonMaxLength,
  settleDraftOf,
  type ResultDraft,
  type SettleDraft,
} from './settle-form';
import type { DeskSettleAnswer, EventChanges } from './sportsbook.api';
import { marketTitle, oddsShown, selectionName } from './sportsbook-text';

/** The results a selection may take: the halves only on a quarter line. */
function resultsOf(market: DeskMarket): readonly LegResult[] {
  return isQuarterLine(market.line)
    ? legResults
    : legResults.filter((result) => result !== 'halfWin' && result !== 'halfLose');
}

/** One selection's result and, beside a win, the places tied in a dead heat. */
function ResultRow({
  event,
  market,
  selection,
  draft,
  currency,
  onDraft,
}: {
  event: DeskEventDetail;
  market: DeskMarket;
  selection: DeskMarket['selections'][number];
  draft: ResultDraft;
  currency: string | undefined;
  onDraft: (draft: ResultDraft) => void;
}) {
  const { t } = useTranslation();
  const name = selectionName(selection, event, t);
  return (
    <tr>
      <td>
        {name}
        <br />
        <small className="ops-muted">
          {oddsShown(selection.odds)} ·{' '}
          {t('sportsbook.settle.betsOn', {
            count: selection.bets,
            stake: formatAmount(selection.stake, currency),
          })}
        </small>
      </td>
      <td>
        <select
          name={`result-${selection.id}`}
          aria-label={t('sportsbook.settle.resultOf', { name })}
          data-testid={`sb-result-${selection.id}`}
          value={draft.result}
          onChange={(change) => {
            const result = legResults.find((each) => each === change.target.value) ?? '';
            onDraft({ result, deadHeat: result === 'win' ? draft.deadHeat : '' });
          }}
        >
          <option value="">{t('sportsbook.settle.choose')}</option>
          {resultsOf(market).map((result) => (
            <option key={result} value={result}>
              {t(`sportsbook.result.${result}`)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          name={`deadHeat-${selection.id}`}
          aria-label={t('sportsbook.settle.deadHeatOf', { name })}
          inputMode="numeric"
          maxLength={2}
          autoComplete="off"
          disabled={draft.result !== 'win'}
          value={draft.deadHeat}
          onChange={(change) => onDraft({ ...draft, deadHeat: change.target.value })}
        />
      </td>
    </tr>
  );
}

/**
 * Settles a market: a result for every selection (a dead heat's tied places beside a win).
 * Settling one already settled is a resettlement: it asks why, and says that only the
 * difference between the old results and the new moves — winnings taken back where a winner
 * now loses. The answer (tickets, paid, not recovered) shows on the event once done.
 */
export function SettleDialog({
  event,
  market,
  currency,
  changes,
  onSettled,
  onClose,
}: {
  event: DeskEventDetail;
  market: DeskMarket;
  currency: string | undefined;
  changes: EventChanges;
  onSettled: (answer: DeskSettleAnswer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SettleDraft>(() => settleDraftOf(market));
  const isAgain = isResettlement(market);
  const title = marketTitle(market, t);
  return (
    <FormDialog
      title={t(isAgain ? 'sportsbook.settle.titleAgain' : 'sportsbook.settle.title', { title })}
      testId="sb-settle-dialog"
      submitLabel={t(isAgain ? 'sportsbook.settle.submitAgain' : 'sportsbook.settle.submit')}
      isWide
      onClose={onClose}
      onSend={() =>
        sendReading(readSettleDraft(market, draft), t, async (body) =>
          onSettled(await changes.settle(event.id, market.id, body)),
        )
      }
    >
      <p className={isAgain ? 'ops-notice ops-wide' : 'ops-hint ops-wide'}>
        {isAgain
          ? t('sportsbook.settle.againSummary', { count: market.settlements })
          : t('sportsbook.settle.summary')}
      </p>
      <div className="ops-wide ops-table-wrap">
        <table className="ops-table sb-rows">
          <thead>
            <tr>
              <th>{t('sportsbook.market.selection')}</th>
              <th>{t('sportsbook.market.result')}</th>
              <th>{t('sportsbook.settle.deadHeat')}</th>
            </tr>
          </thead>
          <tbody>
            {market.selections.map((selection) => (
              <ResultRow
                key={selection.id}
                event={event}
                market={market}
                selection={selection}
                currency={currency}
                draft={draft.results[selection.id] ?? { result: '', deadHeat: '' }}
                onDraft={(next) =>
                  setDraft({ ...draft, results: { ...draft.results, [selection.id]: next } })
                }
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="ops-hint ops-wide">{t('sportsbook.settle.deadHeatHint')}</p>
      {isAgain && (
        <label className="ops-wide">
          {t('sportsbook.reason')}
          <textarea
            name="reason"
            rows={2}
            maxLength={resettleReasonMaxLength}
            required
            value={draft.reason}
            onChange={(change) => setDraft({ ...draft, reason: change.target.value })}
          />
        </label>
      )}
    </FormDialog>
  );
}
