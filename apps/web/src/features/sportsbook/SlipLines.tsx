import type { SportsbookRules } from '@khela/contracts';
import { potentialReturn } from '@khela/games';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { stakeChoices } from '../lottery/selection';
import { formatMinor } from '../tables/table-money';
import { useBookTexts } from './book-texts';
import { oddsDisplay } from './odds';
import { LockGlyph } from './OddsButton';
import { useOddsStyle } from './preferences';
import {
  legAvailability,
  legOddsMove,
  stakeMinorOf,
  type MultipleState,
  type SlipLeg,
} from './slip';
import { slipActions, type LineState } from './slip-store';

/** Whole seconds left until `untilMs`, counted down every quarter second; never below 0. */
function useSecondsLeft(untilMs: number | null): number | null {
  // Mounted when the bet goes out, so the first count is already right (no jump).
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (untilMs === null) return;
    const timer = window.setInterval(() => setNowMs(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [untilMs]);
  if (untilMs === null) return null;
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** A bet on its way: accepting, with the in-play countdown when the delay is known. */
function Sending({ lineKey, untilMs }: { lineKey: string; untilMs: number | null }) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsLeft(untilMs);
  return (
    <p
      className="sb-line-status sb-line-status--sending"
      role="status"
      data-testid={`slip-sending-${lineKey}`}
    >
      <span className="sb-spinner" aria-hidden="true" />
      {secondsLeft !== null && secondsLeft > 0
        ? t('sportsbook.slip.acceptingIn', { seconds: secondsLeft })
        : t('sportsbook.slip.accepting')}
    </p>
  );
}

/** A line's placement: being accepted, or refused in the server's words. */
function LineStatus({ lineKey, state }: { lineKey: string; state: LineState | undefined }) {
  if (!state) return null;
  if (state.kind === 'sending') return <Sending lineKey={lineKey} untilMs={state.untilMs} />;
  return (
    <p
      className="sb-line-status sb-line-status--refused"
      role="alert"
      data-testid={`slip-error-${lineKey}`}
      data-code={state.code}
    >
      {state.text}
    </p>
  );
}

/** A stake field with what the stake returns if the line wins. */
function StakeField({
  testId,
  value,
  onChange,
  onFocus,
  returnText,
  isDisabled,
}: {
  testId: string;
  value: string;
  onChange: (value: string) => void;
  onFocus: () => void;
  returnText: string | null;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sb-stake">
      <label className="visually-hidden" htmlFor={id}>
        {t('sportsbook.slip.stake')}
      </label>
      <input
        id={id}
        className="sb-stake__input tabular"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('sportsbook.slip.stake')}
        value={value}
        disabled={isDisabled}
        onFocus={onFocus}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      <span className="sb-stake__return tabular">
        <span className="sb-stake__return-label">{t('sportsbook.slip.returns')}</span>
        {returnText ?? '–'}
      </span>
    </div>
  );
}

/**
 * Quick amounts for the line being staked (the one last focused), in the slip's footer: always
 * there while the slip has lines, so nothing moves under a finger on its way to a button.
 */
export function QuickStakes({
  rules,
  value,
  onPick,
}: {
  rules: SportsbookRules | undefined;
  value: string;
  onPick: (stake: string) => void;
}) {
  const { t } = useTranslation();
  const choices = rules ? stakeChoices(rules.minStake, rules.maxPayout, rules.currency) : [];
  if (choices.length === 0) return null;
  return (
    <div className="sb-quick" role="group" aria-label={t('sportsbook.slip.quickStakes')}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className="chip"
          aria-pressed={value === choice}
          onClick={() => onPick(choice)}
          data-testid={`slip-quick-${choice}`}
        >
          {formatAmount(choice)}
        </button>
      ))}
    </div>
  );
}

/** A single on the slip: the pick, its price (and how it moved), its stake and return. */
export function SingleLine({
  leg,
  state,
  currency,
  isActive,
  onFocusStake,
}: {
  leg: SlipLeg;
  state: LineState | undefined;
  currency: string;
  /** The line the quick amounts stake. */
  isActive: boolean;
  onFocusStake: () => void;
}) {
  const { t } = useTranslation();
  const [style] = useOddsStyle();
  const { marketName, selectionName } = useBookTexts();
  const market = { kind: leg.marketKind, line: leg.line, period: leg.period };
  const availability = legAvailability(leg);
  const move = legOddsMove(leg);
  const stakeMinor = stakeMinorOf(leg.stake, currency);
  const returnText =
    stakeMinor === null ? null : formatMinor(potentialReturn(stakeMinor, [leg.odds]), currency);
  const pick = selectionName(
    market,
    { key: leg.selectionKey, name: leg.selectionName },
    { sport: leg.sport, home: leg.home, away: leg.away },
  );
  return (
    <li
      className={`sb-line sb-line--${availability}${isActive ? ' sb-line--active' : ''}`}
      data-testid={`slip-line-${leg.selectionId}`}
      data-availability={availability}
    >
      <div className="sb-line__head">
        <div className="sb-line__what">
          <p className="sb-line__pick">{pick}</p>
          <p className="sb-line__market">{marketName(market, leg.sport)}</p>
          <p className="sb-line__event">
            {t('sportsbook.event.teams', { home: leg.home, away: leg.away })}
          </p>
        </div>
        <div className={`sb-line__price tabular${move ? ` sb-line__price--${move}` : ''}`}>
          {move && <s className="sb-line__was">{oddsDisplay(leg.takenOdds, style)}</s>}
          <span data-testid={`slip-odds-${leg.selectionId}`}>
            {availability === 'suspended' ? <LockGlyph /> : oddsDisplay(leg.odds, style)}
          </span>
        </div>
        <button
          type="button"
          className="sb-line__remove"
          onClick={() => slipActions.remove(leg.selectionId)}
          aria-label={t('sportsbook.slip.remove', { pick })}
          data-testid={`slip-remove-${leg.selectionId}`}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
      {availability !== 'open' && (
        <p className="sb-line__note">{t(`sportsbook.slip.leg.${availability}`)}</p>
      )}
      {move && availability === 'open' && (
        <p className={`sb-line__note sb-line__note--${move}`}>
          {t(`sportsbook.slip.moved.${move}`)}
        </p>
      )}
      <StakeField
        testId={`slip-stake-${leg.selectionId}`}
        value={leg.stake}
        onChange={(value) => slipActions.setStake(leg.selectionId, value)}
        onFocus={onFocusStake}
        returnText={returnText}
        isDisabled={availability === 'closed' || state?.kind === 'sending'}
      />
      <LineStatus lineKey={leg.selectionId} state={state} />
    </li>
  );
}

/** The multiple of every leg: its combined price, stake and return, or why it cannot be made. */
export function MultipleLine({
  legs,
  multiple,
  stake,
  state,
  currency,
  isActive,
  onFocusStake,
}: {
  legs: readonly SlipLeg[];
  multiple: MultipleState;
  stake: string;
  state: LineState | undefined;
  currency: string;
  isActive: boolean;
  onFocusStake: () => void;
}) {
  const { t } = useTranslation();
  const [style] = useOddsStyle();
  if (multiple.kind === 'none') return null;
  const stakeMinor = stakeMinorOf(stake, currency);
  const returnText =
    stakeMinor === null || multiple.kind !== 'ok'
      ? null
      : formatMinor(
          potentialReturn(
            stakeMinor,
            legs.map((leg) => leg.odds),
          ),
          currency,
        );
  return (
    <div
      className={`sb-multiple${isActive ? ' sb-line--active' : ''}`}
      data-testid="slip-multiple"
      data-state={multiple.kind}
    >
      <div className="sb-multiple__head">
        <p className="sb-multiple__title">
          {t('sportsbook.slip.multiple', { count: legs.length })}
        </p>
        {multiple.kind === 'ok' && (
          <span className="sb-multiple__price tabular" data-testid="slip-multiple-odds">
            {oddsDisplay(multiple.odds, style)}
          </span>
        )}
      </div>
      {multiple.kind === 'sameEvent' && (
        <p className="sb-line__note">{t('sportsbook.slip.sameEvent')}</p>
      )}
      {multiple.kind === 'tooMany' && (
        <p className="sb-line__note">
          {t('sportsbook.slip.tooManyLegs', { max: multiple.legsMax })}
        </p>
      )}
      {multiple.kind === 'ok' && (
        <StakeField
          testId="slip-multiple-stake"
          value={stake}
          onChange={(value) => slipActions.setMultipleStake(value)}
          onFocus={onFocusStake}
          returnText={returnText}
          isDisabled={state?.kind === 'sending'}
        />
      )}
      <LineStatus lineKey="multiple" state={state} />
    </div>
  );
}
