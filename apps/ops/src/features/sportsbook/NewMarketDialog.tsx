import { marketKinds, type DeskEventDetail, type MarketKind } from '@khela/contracts';
import { isLineMarket } from '@khela/games';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { FormDialog } from '../../ui/FormDialog';
import { sendReading } from './form-refusal';
import { MarginBadge } from './MarketCard';
import {
  draftOf,
  isNamedByTrader,
  isPeriodRequired,
  marketPreview,
  readMarketDraft,
  selectionsMax,
  selectionsMin,
  type MarketDraft,
  type MarketPreview,
  type Pricing,
  type SelectionDraft,
} from './market-form';
import type { EventChanges } from './sportsbook.api';
import { oddsShown, selectionName } from './sportsbook-text';

const pricings: readonly Pricing[] = ['odds', 'probabilities'];

/** The template a new market starts on: 1X2 where a draw is common, else the two-way winner. */
function firstKind(event: DeskEventDetail): MarketKind {
  return event.sport === 'football' ? 'matchWinner3' : 'matchWinner2';
}

/** The margin the draft prices at, as it is typed; a hint until every price reads. */
export function LiveMargin({ marginBp, testId }: { marginBp: number | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <p className="ops-wide sb-live-margin" aria-live="polite" data-testid={testId}>
      {marginBp === null ? (
        <span className="ops-muted">{t('sportsbook.form.marginPending')}</span>
      ) : (
        <>
          <MarginBadge marginBp={marginBp} />
          {marginBp < 0 && (
            <span className="ops-text-danger"> {t('sportsbook.form.marginNegative')}</span>
          )}
        </>
      )}
    </p>
  );
}

/** One selection's row: its name (or a typed score or player), its price, what it spreads to. */
function SelectionRow({
  event,
  draft,
  row,
  index,
  preview,
  onRow,
  onRemove,
}: {
  event: DeskEventDetail;
  draft: MarketDraft;
  row: SelectionDraft;
  index: number;
  preview: MarketPreview;
  onRow: (row: SelectionDraft) => void;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation();
  const byOdds = draft.pricing === 'odds';
  const spread = preview.odds[index];
  return (
    <tr>
      <td>
        {draft.kind === 'topBatsman' ? (
          <input
            name={`name-${index}`}
            aria-label={t('sportsbook.form.player', { number: index + 1 })}
            value={row.name}
            maxLength={80}
            autoComplete="off"
            onChange={(change) => onRow({ ...row, name: change.target.value })}
          />
        ) : draft.kind === 'correctScore' ? (
          <input
            name={`key-${index}`}
            aria-label={t('sportsbook.form.score', { number: index + 1 })}
            value={row.key}
            maxLength={5}
            autoComplete="off"
            onChange={(change) => onRow({ ...row, key: change.target.value })}
          />
        ) : (
          selectionName({ key: row.key, name: null }, event, t)
        )}
      </td>
      <td>
        <input
          name={byOdds ? `odds-${index}` : `probability-${index}`}
          aria-label={t(byOdds ? 'sportsbook.form.oddsOf' : 'sportsbook.form.probabilityOf', {
            number: index + 1,
          })}
          inputMode="decimal"
          maxLength={9}
          autoComplete="off"
          placeholder={byOdds ? '1.95' : '50'}
          value={byOdds ? row.odds : row.probability}
          onChange={(change) =>
            onRow(
              byOdds
                ? { ...row, odds: change.target.value }
                : { ...row, probability: change.target.value },
            )
          }
        />
      </td>
      {!byOdds && (
        <td className="ops-number ops-align-end">
          {spread === null || spread === undefined ? '' : oddsShown(spread)}
        </td>
      )}
      <td>
        {onRemove && (
          <button type="button" className="ops-button ops-button--ghost" onClick={onRemove}>
            {t('sportsbook.form.removeRow')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** The selections' table; a template the trader names takes rows added and removed. */
function SelectionRows({
  event,
  draft,
  preview,
  onDraft,
}: {
  event: DeskEventDetail;
  draft: MarketDraft;
  preview: MarketPreview;
  onDraft: (draft: MarketDraft) => void;
}) {
  const { t } = useTranslation();
  const isNamed = isNamedByTrader(draft.kind);
  const rows = draft.selections;
  const setRows = (selections: SelectionDraft[]) => onDraft({ ...draft, selections });
  return (
    <div className="ops-wide ops-table-wrap">
      <table className="ops-table sb-rows" data-testid="sb-new-market-rows">
        <thead>
          <tr>
            <th>{t('sportsbook.market.selection')}</th>
            <th>
              {t(
                draft.pricing === 'odds' ? 'sportsbook.market.odds' : 'sportsbook.form.probability',
              )}
            </th>
            {draft.pricing === 'probabilities' && (
              <th className="ops-align-end">{t('sportsbook.market.odds')}</th>
            )}
            <th>
              <span className="visually-hidden">{t('sportsbook.form.rowActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <SelectionRow
              key={index}
              event={event}
              draft={draft}
              row={row}
              index={index}
              preview={preview}
              onRow={(next) => setRows(rows.map((each, at) => (at === index ? next : each)))}
              onRemove={
                isNamed && rows.length > selectionsMin
                  ? () => setRows(rows.filter((_, at) => at !== index))
                  : null
              }
            />
          ))}
        </tbody>
      </table>
      {isNamed && rows.length < selectionsMax && (
        <button
          type="button"
          className="ops-button ops-button--ghost"
          onClick={() => setRows([...rows, { key: '', name: '', odds: '', probability: '' }])}
        >
          {t('sportsbook.form.addRow')}
        </button>
      )}
    </div>
  );
}

/**
 * A new market on the event from a template: its line and period where they apply, and its
 * prices — odds per selection, or fair probabilities and a margin that the book spreads. The
 * margin the prices make shows as they are typed, before anything is saved.
 */
export function NewMarketDialog({
  event,
  changes,
  onClose,
}: {
  event: DeskEventDetail;
  changes: EventChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<MarketDraft>(() => draftOf(firstKind(event)));
  const preview = marketPreview(draft);
  return (
    <FormDialog
      title={t('sportsbook.market.createTitle', { home: event.home, away: event.away })}
      testId="sb-new-market-dialog"
      submitLabel={t('sportsbook.market.createSubmit')}
      isWide
      onClose={onClose}
      onSend={() =>
        sendReading(readMarketDraft(draft), t, (body) => changes.createMarket(event.id, body))
      }
    >
      <label>
        {t('sportsbook.form.kind')}
        <select
          name="kind"
          value={draft.kind}
          onChange={(change) => {
            const kind = marketKinds.find((each) => each === change.target.value);
            if (kind) setDraft(draftOf(kind, draft.pricing));
          }}
        >
          {marketKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`sportsbook.kind.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {isLineMarket(draft.kind) && (
        <label>
          {t('sportsbook.form.line')}
          <input
            name="line"
            inputMode="decimal"
            maxLength={9}
            autoComplete="off"
            placeholder={draft.kind === 'handicap' ? '-0.25' : '2.5'}
            value={draft.line}
            onChange={(change) => setDraft({ ...draft, line: change.target.value })}
          />
          <small className="ops-hint">
            {t(
              draft.kind === 'handicap'
                ? 'sportsbook.form.lineHintHandicap'
                : 'sportsbook.form.lineHintTotal',
            )}
          </small>
        </label>
      )}
      <label>
        {t(
          isPeriodRequired(draft.kind)
            ? 'sportsbook.form.periodRequired'
            : 'sportsbook.form.period',
        )}
        <input
          name="period"
          inputMode="numeric"
          maxLength={2}
          autoComplete="off"
          value={draft.period}
          onChange={(change) => setDraft({ ...draft, period: change.target.value })}
        />
      </label>
      <fieldset className="ops-choices ops-choices--inline ops-wide">
        <legend>{t('sportsbook.form.pricing')}</legend>
        {pricings.map((pricing) => (
          <label key={pricing} className="ops-check">
            <input
              type="radio"
              name="pricing"
              value={pricing}
              checked={draft.pricing === pricing}
              onChange={() => setDraft({ ...draft, pricing })}
            />
            {t(`sportsbook.form.pricingBy.${pricing}`)}
          </label>
        ))}
      </fieldset>
      {draft.pricing === 'probabilities' && (
        <label>
          {t('sportsbook.form.marginPercent')}
          <input
            name="margin"
            inputMode="decimal"
            maxLength={6}
            autoComplete="off"
            placeholder="5"
            value={draft.margin}
            onChange={(change) => setDraft({ ...draft, margin: change.target.value })}
          />
          <small className="ops-hint">{t('sportsbook.form.probabilityHint')}</small>
        </label>
      )}
      {draft.kind === 'correctScore' && (
        <p className="ops-hint ops-wide">{t('sportsbook.form.scoreHint')}</p>
      )}
      <SelectionRows event={event} draft={draft} preview={preview} onDraft={setDraft} />
      <LiveMargin marginBp={preview.marginBp} testId="sb-new-market-margin" />
    </FormDialog>
  );
}
