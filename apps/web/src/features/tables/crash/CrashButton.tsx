import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../table-money';
import type { CrashAction } from './crash-action';
import { cashoutMinor, formatMultiplier, shownMultiplier } from './crash-round';
import { useServerFrames } from './use-crash-clock';

/**
 * The one big button: Bet while betting is open, Cash out with the amount it pays rising
 * frame by frame while the player's bet is in, then where the bet ended; greyed with the
 * reason when there is nothing to do.
 */

/** The amount a cash-out pays now, written by the frame. */
function LiveCashout({
  action,
  offsetMs,
  maxMultiplier,
  currency,
}: {
  action: Extract<CrashAction, { kind: 'cashout' }>;
  offsetMs: number;
  maxMultiplier: number;
  currency: string;
}) {
  const amount = useRef<HTMLSpanElement>(null);
  const multiplier = useRef<HTMLSpanElement>(null);
  const written = useRef('');
  useServerFrames(
    (nowMs) => {
      const shown = shownMultiplier({ startMs: action.startMs, bust: null }, nowMs, maxMultiplier);
      const text = formatMinor(cashoutMinor(action.bet.stakeMinor, shown), currency);
      if (text === written.current) return;
      written.current = text;
      if (amount.current) amount.current.textContent = text;
      if (multiplier.current) multiplier.current.textContent = formatMultiplier(shown);
    },
    offsetMs,
    true,
    action.bet.roundId,
  );
  return (
    <>
      <span ref={amount} className="crash-go__amount tabular" data-testid="crash-cashout-amount" />
      <span ref={multiplier} className="crash-go__sub tabular" />
    </>
  );
}

/** The words of a button that is not a live cash-out: its label and the line under it. */
function wordsOf(
  t: TFunction,
  action: Exclude<CrashAction, { kind: 'cashout' }>,
  values: { stake: string; auto: string | null; currency: string },
): { label: string; sub: string } {
  switch (action.kind) {
    case 'bet':
      return {
        label: t('tables.crash.button.bet'),
        sub: values.auto
          ? t('tables.crash.button.betAuto', { amount: values.stake, multiplier: values.auto })
          : values.stake,
      };
    case 'placed':
      return {
        label: t('tables.crash.button.placed'),
        sub: t('tables.crash.button.placedSub', {
          amount: formatMinor(action.bet.stakeMinor, values.currency),
        }),
      };
    case 'cashed':
      return {
        label: t(action.isAuto ? 'tables.crash.button.cashedAuto' : 'tables.crash.button.cashed', {
          multiplier: formatMultiplier(action.multiplier),
        }),
        sub: t('tables.crash.button.win', {
          amount: formatMinor(action.winMinor, values.currency),
        }),
      };
    case 'lost':
      return {
        label: t('tables.crash.button.lost', { multiplier: formatMultiplier(action.bust) }),
        sub: t('tables.crash.button.nextSoon'),
      };
    case 'wait':
      return {
        label: t(`tables.crash.button.wait.${action.reason}`),
        sub: t(`tables.crash.button.waitSub.${action.reason}`),
      };
  }
}

export function CrashButton({
  action,
  offsetMs,
  maxMultiplier,
  currency,
  stakeText,
  autoText,
  isSending,
  onBet,
  onCashOut,
}: {
  action: CrashAction;
  offsetMs: number;
  maxMultiplier: number;
  currency: string;
  /** The stake and automatic cash-out as typed, for the Bet button's line. */
  stakeText: string;
  autoText: string | null;
  isSending: boolean;
  onBet: () => void;
  onCashOut: () => void;
}) {
  const { t } = useTranslation();
  const common = {
    type: 'button' as const,
    'data-testid': 'crash-button',
    'data-action': action.kind,
    'aria-busy': isSending,
  };
  if (action.kind === 'cashout') {
    return (
      <button
        {...common}
        className="crash-go crash-go--cashout"
        disabled={isSending}
        onClick={onCashOut}
      >
        <span className="crash-go__label">
          {isSending ? t('tables.crash.button.cashingOut') : t('tables.crash.button.cashout')}
        </span>
        <LiveCashout
          action={action}
          offsetMs={offsetMs}
          maxMultiplier={maxMultiplier}
          currency={currency}
        />
      </button>
    );
  }
  const words = wordsOf(t, action, { stake: stakeText, auto: autoText, currency });
  const isBet = action.kind === 'bet';
  return (
    <button
      {...common}
      className={`crash-go crash-go--${action.kind}`}
      disabled={!isBet || action.isClosing || isSending}
      onClick={onBet}
    >
      <span className="crash-go__label">
        {isBet && isSending ? t('tables.crash.button.sending') : words.label}
      </span>
      <span className="crash-go__sub tabular">{words.sub}</span>
    </button>
  );
}
