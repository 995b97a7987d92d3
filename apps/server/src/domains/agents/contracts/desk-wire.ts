import type { roleTable, Settlement as WireSettlement } from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { AgentSettlementPeriod } from '../../../db/schema/agent-contracts';
import { parseMinimum, wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createDeskAccess, type MerchantService, type OpsService } from '../../platform';

/**
 * The desk's way in: the merchant a call acts on (for an operator of the roles given) with its
 * configuration, and the audited change.
 */
export function createContractDesk(deps: {
  db: Db;
  ops: OpsService;
  merchants: Pick<MerchantService, 'snapshot'>;
}) {
  const access = createDeskAccess({ db: deps.db, ops: deps.ops });
  return {
    access,
    async deskOf(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
      roles: readonly (typeof roleTable.agentDesk)[number][],
    ) {
      const desk = await access.merchantOf(actor, code, language, roles);
      const merchant = await deps.merchants.snapshot(desk.id);
      return { desk, merchant, context: { merchant, language } };
    },
  };
}

/** An amount an operator typed (at least `minMinor`), or a field error of `field`. */
export function deskAmount(
  context: { merchant: { currency: string } },
  raw: string,
  field: string,
  minMinor: bigint,
): bigint {
  const value = parseMinimum(raw, context.merchant.currency, minMinor);
  if (value === null) throw new AppError('validation_failed', { field });
  return value;
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
