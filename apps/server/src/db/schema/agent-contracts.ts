import type { ColumnType, Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The agents domain's contract tables (migrations 0073, 0074), as its migrations made them.

export type AgentContractKind = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';
export type AgentContractStatus = 'offered' | 'active' | 'rejected' | 'withdrawn' | 'ended';
export type AgentContractEndReason =
  'replaced' | 'terminated' | 'operator' | 'upline_ended' | 'not_covered' | 'not_agent';
export type AgentSettlementPeriod =
  '5min' | 'hour' | 'daily' | 'weekly' | 'semimonthly' | 'monthly';
export type AgentStatementStatus = 'due' | 'paid' | 'held' | 'refused';

/** Terms as stored: amounts in minor units as digits. */
export type JsonColumn = ColumnType<unknown, string, string>;

export interface AgentContractKindsTable {
  merchantId: string;
  kind: AgentContractKind;
  isEnabled: Generated<boolean>;
  maxRateBp: Generated<number>;
  periods: Generated<string[]>;
  isCarryingLosses: Generated<boolean>;
  holdAboveMinor: string | null;
}

export interface AgentContractTemplatesTable {
  id: Identity;
  merchantId: string;
  kind: AgentContractKind;
  name: string;
  terms: JsonColumn;
  isOfferedToAgents: Generated<boolean>;
  updatedAt: Timestamp;
  updatedBy: string | null;
}

export interface AgentContractsTable {
  id: Identity;
  merchantId: string;
  kind: AgentContractKind;
  holderId: string;
  uplineId: string | null;
  terms: JsonColumn;
  status: AgentContractStatus;
  isEndingDownlines: Generated<boolean>;
  offeredAt: Timestamp;
  offeredByOperator: string | null;
  decidedAt: Timestamp | null;
  terminationRequestedAt: Timestamp | null;
  endedAt: Timestamp | null;
  endReason: AgentContractEndReason | null;
}

export interface AgentContractEventsTable {
  id: Identity;
  contractId: string;
  merchantId: string;
  action: string;
  memberId: string | null;
  operatorId: string | null;
  note: string | null;
  at: Timestamp;
}

export interface AgentSettlementsTable {
  id: Identity;
  merchantId: string;
  kind: AgentContractKind;
  period: AgentSettlementPeriod;
  startsAt: Timestamp;
  endsAt: Timestamp;
  runs: Generated<number>;
  status: Generated<'computing' | 'settled'>;
  computedAt: Timestamp | null;
  settledAt: Timestamp | null;
}

export interface AgentStatementsTable {
  id: Identity;
  settlementId: string;
  merchantId: string;
  agentId: string;
  contractId: string;
  uplineId: string | null;
  activeMembers: Generated<number>;
  validBetMinor: Generated<string>;
  profitLossMinor: Generated<string>;
  lostBetMinor: Generated<string>;
  wonBetMinor: Generated<string>;
  baseMinor: Generated<string>;
  rateBp: Generated<number>;
  tier: JsonColumn | null;
  ownMinor: string;
  downlinesMinor: string;
  carryInMinor: Generated<string>;
  carryOutMinor: Generated<string>;
  payMinor: string;
  paidMinor: Generated<string>;
  status: AgentStatementStatus;
  decidedBy: string | null;
  computedAt: Timestamp;
  paidAt: Timestamp | null;
}
