import type { Settlement as WireSettlement } from '@khela/contracts';
import { parseMoney, type CurrencyCode } from '@khela/money';
import type { AgentSettlementPeriod } from '../../../db/schema/agent-contracts';
import { wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';

/** An amount an operator typed (at least `minMinor`), or a field error of `field`. */
export function deskAmount(
  context: { merchant: { currency: string } },
  raw: string,
  field: string,
  minMinor: bigint,
): bigint {
  const parsed = parseMoney(raw, context.merchant.currency as CurrencyCode);
  if (!parsed.ok || parsed.value < minMinor) throw new AppError('validation_failed', { field });
  return parsed.value;
}

/** A settlement with its totals, as the desk lists it. */
export function settlementOf(
  row: {
    id: string;
    kind: WireSettlement['kind'];
    period: AgentSettlementPeriod;
    startsAt: Date;
    endsAt: Date;
    runs: number;
    status: 'computing' | 'settled';
    computedAt: Date | null;
    agents: string;
    payMinor: string;
    paidMinor: string;
    heldMinor: string;
  },
  currency: string,
): WireSettlement {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    runs: row.runs,
    status: row.status,
    computedAt: row.computedAt?.toISOString() ?? null,
    agents: Number(row.agents),
    pay: wire(row.payMinor, currency),
    paid: wire(row.paidMinor, currency),
    held: wire(row.heldMinor, currency),
  };
}
