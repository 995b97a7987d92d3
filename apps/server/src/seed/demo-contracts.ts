import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** A tier as kept: a rate and the minimums (minor units, or members) it needs. */
const tier = (rateBp: number, minimums: Record<string, string>) => ({ rateBp, minimums });

/**
 * The demo's agent programme: the four kinds of contract run with their bounds, and the
 * operator's contracts for the demo agent at the top (daily salary and a weekly dividend), which
 * it can offer on to the sub-agents it opens, starting from the operator's templates. In the
 * seed's transaction.
 */
export async function seedDemoContracts(
  trx: Transaction<Database>,
  input: { merchantId: string; agentId: string; operatorId: string },
) {
  const { merchantId } = input;
  await trx
    .insertInto('agentContractKinds')
    .values([
      {
        merchantId,
        kind: 'dividend',
        isEnabled: true,
        maxRateBp: 4_000,
        periods: ['weekly', 'monthly'],
        isCarryingLosses: true,
        holdAboveMinor: '10000000',
      },
      { merchantId, kind: 'daily_salary', isEnabled: true, maxRateBp: 100, holdAboveMinor: null },
      { merchantId, kind: 'hourly_salary', isEnabled: true, maxRateBp: 50, holdAboveMinor: null },
      { merchantId, kind: 'realtime_salary', isEnabled: true, maxRateBp: 50, holdAboveMinor: null },
    ])
    .execute();
  const now = new Date();
  const contracts = [
    {
      kind: 'daily_salary' as const,
      terms: {
        tiers: [
          tier(30, { validBet: '0', activeMembers: '0' }),
          tier(50, { validBet: '10000000', activeMembers: '5' }),
          tier(80, { validBet: '100000000', activeMembers: '20' }),
        ],
      },
    },
    {
      kind: 'dividend' as const,
      terms: {
        period: 'weekly',
        tiers: [
          tier(2_000, { activeMembers: '1', profitLoss: '0' }),
          tier(3_000, { activeMembers: '10', profitLoss: '5000000' }),
        ],
      },
    },
  ];
  for (const { kind, terms } of contracts) {
    const contract = await trx
      .insertInto('agentContracts')
      .values({
        merchantId,
        kind,
        holderId: input.agentId,
        uplineId: null,
        terms: JSON.stringify(terms),
        status: 'active',
        offeredAt: now,
        offeredByOperator: input.operatorId,
        decidedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('agentContractEvents')
      .values({
        contractId: contract.id,
        merchantId,
        action: 'offered',
        operatorId: input.operatorId,
        at: now,
      })
      .execute();
  }
  const templates = [
    {
      kind: 'daily_salary' as const,
      name: 'Sub-agent starter',
      terms: {
        tiers: [
          tier(20, { validBet: '0', activeMembers: '0' }),
          tier(40, { validBet: '10000000', activeMembers: '5' }),
        ],
      },
    },
    {
      kind: 'daily_salary' as const,
      name: 'Sub-agent plus',
      terms: {
        tiers: [
          tier(30, { validBet: '0', activeMembers: '0' }),
          tier(50, { validBet: '10000000', activeMembers: '5' }),
          tier(70, { validBet: '100000000', activeMembers: '20' }),
        ],
      },
    },
    {
      kind: 'dividend' as const,
      name: 'Weekly partner',
      terms: {
        period: 'weekly',
        tiers: [
          tier(1_500, { activeMembers: '1', profitLoss: '0' }),
          tier(2_500, { activeMembers: '10', profitLoss: '5000000' }),
        ],
      },
    },
    {
      kind: 'hourly_salary' as const,
      name: 'Hourly standard',
      terms: {
        tiers: [tier(10, { hourBet: '100000' }), tier(20, { hourBet: '1000000' })],
      },
    },
  ];
  await trx
    .insertInto('agentContractTemplates')
    .values(
      templates.map((template) => ({
        merchantId,
        ...template,
        terms: JSON.stringify(template.terms),
        isOfferedToAgents: true,
        updatedAt: now,
        updatedBy: input.operatorId,
      })),
    )
    .execute();
}
