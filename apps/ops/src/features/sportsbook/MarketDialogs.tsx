import type { DeskEventDetail, DeskMarket } from '@khela/contracts';
import { isLineMarket } from '@khela/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { FormDialog } from '../../ui/FormDialog';
import { sendReading } from './form-refusal';
import { priceDraftOf, pricePreview, readPriceDraft, type PriceDraft } from './market-form';
import { LiveMargin } from './NewMarketDialog';
import type { DeskSettleAnswer, EventChanges } from './sportsbook.api';
import { marketTitle, oddsShown, selectionName } from './sportsbook-text';

/** A void's reason goes to the action log and every ticket it touches. */
const reasonLengthMin = 3;
const reasonLengthMax = 200;

/**
 * Moves a market's prices: each selection's odds, and its line where it has one. Bets already
 * taken keep their odds; the margin the new prices make shows as they are typed.
 */
export function PriceDialog({
  event,
  market,
  changes,
  onClose,
}: {
  event: DeskEventDetail;
  market: DeskMarket;
  changes: EventChanges;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The dialog keeps what was typed while the market refreshes beneath it.
  const [draft, setDraft] = useState<PriceDraft>(() => priceDraftOf(market, oddsShown));
  return (
    <FormDialog
      title={t('sportsbook.prices.title', { title: marketTitle(market, t) })}
      testId="sb-prices-dialog"
      submitLabel={t('sportsbook.prices.submit')}
      onClose={onClose}
      onSend={() =>
        sendReading(readPriceDraft(market, draft), t, async (body) => {
          // Nothing moved: nothing to send.
          if (body.odds === undefined && body.line === undefined) return;
          await changes.updateMarket(market.id, body);
        })
      }
    >
      <p className="ops-hint ops-wide">{t('sportsbook.prices.hint')}</p>
      {market.feedRef !== null && (
        <p className="ops-notice ops-wide">{t('sportsbook.prices.fromFeed')}</p>
      )}
      {isLineMarket(market.kind) && (
        <label className="ops-wide">
          {t('sportsbook.form.line')}
          <input
            name="line"
            inputMode="decimal"
            maxLength={9}
            autoComplete="off"
            value={draft.line}
            onChange={(change) => setDraft({ ...draft, line: change.target.value })}
          />
          <small className="ops-hint">{t('sportsbook.prices.lineHint')}</small>
        </label>
      )}
      {market.selections.map((selection) => (
        <label key={selection.id}>
          {t('sportsbook.prices.oddsOf', {
            name: selectionName(selection, event, t),
            now: oddsShown(selection.odds),
          })}
          <input
            name={`odds-${selection.id}`}
            inputMode="decimal"
            maxLength={9}
            autoComplete="off"
            data-testid={`sb-odds-input-${selection.id}`}
            value={draft.odds[selection.id] ?? ''}
            onChange={(change) =>
              setDraft({ ...draft, odds: { ...draft.odds, [selection.id]: change.target.value } })
            }
          />
        </label>
      ))}
      <LiveMargin marginBp={pricePreview(market, draft)} testId="sb-prices-margin" />
    </FormDialog>
  );
}

/** Voids a market with a reason: every bet on it has its stake back (a multiple's leg at 1.00). */
export function VoidMarketDialog({
  event,
  market,
  changes,
  onVoided,
  onClose,
}: {
  event: DeskEventDetail;
  market: DeskMarket;
  changes: EventChanges;
  onVoided: (answer: DeskSettleAnswer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const bets = market.selections.reduce((sum, selection) => sum + selection.bets, 0);
  return (
    <PromptDialog
      title={t('sportsbook.void.title', { title: marketTitle(market, t) })}
      summary={
        <p className="ops-notice">
          {t(
            market.settlements > 0 ? 'sportsbook.void.summarySettled' : 'sportsbook.void.summary',
            {
              count: bets,
            },
          )}
        </p>
      }
      label={t('sportsbook.reason')}
      submitLabel={t('sportsbook.void.submit')}
      minLength={reasonLengthMin}
      maxLength={reasonLengthMax}
      isDanger
      testId="sb-void-dialog"
      onClose={onClose}
      onSubmit={async (reason) => {
        try {
          onVoided(await changes.voidMarket(event.id, market.id, reason));
          return null;
        } catch (failure) {
          return errorText(failure, t('common.failed'));
        }
      }}
    />
  );
}
