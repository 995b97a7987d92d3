import type { OddsPolicy, PlaceBetRequest, SportsbookRules } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, realAccountNeededEvent } from '../../api/client';
import { useSession } from '../../session/SessionProvider';
import { errorText } from '../account/form-helpers';
import { useAuthModals } from '../account/AuthModals';
import { newRequestId } from '../house-game/request-id';
import { formatMinor, minorToWire, wireToMinor } from '../tables/table-money';
import { oddsPolicyNow } from './preferences';
import { isChangeAccepted, legAvailability, slipBets, type SlipBet } from './slip';
import { slipActions, slipNow } from './slip-store';
import { sendBet, sportsbookKeys, useAfterBet } from './sportsbook.api';

/**
 * Request ids of bets whose last try was lost on the network, by what the bet was: the same bet
 * sent again keeps its id, so the server answers it once however often the player taps.
 */
const unansweredIds = new Map<string, string>();

function fingerprint(bet: SlipBet, policy: OddsPolicy): string {
  const legs = bet.legs.map((leg) => `${leg.selectionId}@${leg.takenOdds}`).join(',');
  return `${bet.lineKey}|${bet.stakeMinor}|${policy}|${legs}`;
}

/** A bet's request as the contract has it: the stake on the wire, each leg at its taken price. */
export function betRequest(
  bet: SlipBet,
  policy: OddsPolicy,
  currency: string,
  requestId: string,
): PlaceBetRequest {
  return {
    requestId,
    stake: minorToWire(bet.stakeMinor, currency),
    policy,
    legs: bet.legs.map((leg) => ({ selectionId: leg.selectionId, odds: leg.takenOdds })),
  };
}

/** What keeps a bet from being sent at all, in the player's words; null when it may go. */
function localRefusal(
  bet: SlipBet,
  rules: SportsbookRules,
  policy: OddsPolicy,
  t: (key: string, values?: Record<string, unknown>) => string,
): string | null {
  const { currency } = rules;
  if (bet.legs.some((leg) => legAvailability(leg) !== 'open')) return t('sportsbook.slip.notOpen');
  if (bet.legs.some((leg) => !isChangeAccepted(leg, policy))) return t('sportsbook.slip.oddsMoved');
  if (bet.stakeMinor < wireToMinor(rules.minStake, currency)) {
    return t('sportsbook.slip.belowMin', {
      min: formatMinor(wireToMinor(rules.minStake, currency), currency),
    });
  }
  if (bet.returnMinor > wireToMinor(rules.maxPayout, currency)) {
    return t('sportsbook.slip.overPayout', {
      max: formatMinor(wireToMinor(rules.maxPayout, currency), currency),
    });
  }
  return null;
}

/** When an in-play bet's answer is due: after the longest delay among its live legs. */
function answerDueMs(bet: SlipBet, nowMs: number): number | null {
  const delays = bet.legs
    .filter((leg) => leg.eventStatus === 'live' || leg.eventStatus === 'suspended')
    .map((leg) => leg.delaySeconds ?? 0);
  const delaySeconds = Math.max(0, ...delays);
  return delaySeconds > 0 ? nowMs + delaySeconds * 1000 : null;
}

/**
 * Places the slip: every staked single and the multiple, each its own bet sent at once. A bet
 * taken clears its line (and the legs no other line still needs) and adds its receipt; a refusal
 * stays on its line in the server's words. Visitors are asked to log in first.
 */
export function usePlaceSlip(rules: SportsbookRules | undefined) {
  const { t } = useTranslation();
  const { isLoggedIn, isTrial } = useSession();
  const { openLogin } = useAuthModals();
  const queryClient = useQueryClient();
  const afterBet = useAfterBet();
  const [isPlacing, setIsPlacing] = useState(false);

  const sendOne = async (bet: SlipBet, policy: OddsPolicy, currency: string): Promise<boolean> => {
    const key = fingerprint(bet, policy);
    const requestId = unansweredIds.get(key) ?? newRequestId();
    unansweredIds.set(key, requestId);
    slipActions.setLine(bet.lineKey, { kind: 'sending', untilMs: answerDueMs(bet, Date.now()) });
    try {
      const answer = await sendBet(betRequest(bet, policy, currency, requestId));
      unansweredIds.delete(key);
      slipActions.setLine(bet.lineKey, null);
      slipActions.addReceipt(answer.ticket);
      return true;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'network_error';
      if (code !== 'network_error') unansweredIds.delete(key);
      slipActions.setLine(bet.lineKey, { kind: 'refused', text: errorText(error, t), code });
      // A price or a market that moved: read its events again, so the slip shows them as they are.
      for (const leg of bet.legs) {
        void queryClient.invalidateQueries({ queryKey: sportsbookKeys.event(leg.eventId) });
      }
      return false;
    }
  };

  const place = async () => {
    if (!isLoggedIn) return openLogin();
    // A trial account cannot bet: the same warning the server's refusal brings.
    if (isTrial) return void window.dispatchEvent(new Event(realAccountNeededEvent));
    if (!rules || isPlacing) return;
    const policy = oddsPolicyNow();
    const { slip } = slipNow();
    const bets = slipBets(slip, rules.currency, rules.maxLegs);
    const sendable = bets.filter((bet) => {
      const refusal = localRefusal(bet, rules, policy, t);
      if (refusal)
        slipActions.setLine(bet.lineKey, { kind: 'refused', text: refusal, code: 'local' });
      return refusal === null;
    });
    if (sendable.length === 0) return;
    setIsPlacing(true);
    try {
      const taken = await Promise.all(sendable.map((bet) => sendOne(bet, policy, rules.currency)));
      const placed = sendable.filter((_, index) => taken[index]);
      const refusedSingles = new Set(
        bets
          .filter((bet) => bet.lineKey !== 'multiple' && !placed.includes(bet))
          .map((bet) => bet.lineKey),
      );
      const done = new Set<string>();
      for (const bet of placed) {
        for (const leg of bet.legs)
          if (!refusedSingles.has(leg.selectionId)) done.add(leg.selectionId);
      }
      if (placed.some((bet) => bet.lineKey === 'multiple')) slipActions.setMultipleStake('');
      slipActions.removeMany(done);
      if (placed.length > 0) await afterBet();
    } finally {
      setIsPlacing(false);
    }
  };

  return { place, isPlacing };
}
