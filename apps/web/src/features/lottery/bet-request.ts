/**
 * A bet's request id (a UUID v4): made once per confirmation and sent again on a retry, so a
 * bet whose answer was lost is answered with its ticket instead of being placed twice.
 * randomUUID is missing outside secure contexts (a plain-http domain), hence the fallback.
 */
export function newRequestId(random: Crypto = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Refusals of a bet or a cancel that the lottery's texts explain, each with what to do next. */
export const lotteryRefusals = [
  'lottery_period_closed',
  'lottery_period_drawn',
  'lottery_payout_limit',
  'lottery_selection_invalid',
  'lottery_play_unavailable',
  'lottery_not_found',
  'lottery_cancel_unavailable',
  'game_maintenance',
] as const;

export function isLotteryRefusal(code: string): code is (typeof lotteryRefusals)[number] {
  return (lotteryRefusals as readonly string[]).includes(code);
}
