import type { Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The agents domain's tables, as its migrations made them.

export interface AgentTreeTable {
  merchantId: string;
  ancestorId: string;
  descendantId: string;
  depth: number;
  validFrom: Timestamp;
  validTo: Timestamp | null;
}

export type AgentMoveStatus = 'awaiting_approval' | 'applied' | 'rejected';

export interface AgentMovesTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  fromUplineId: string | null;
  toUplineId: string | null;
  teamSize: number;
  reason: string;
  status: AgentMoveStatus;
  requestedBy: string;
  requestedAt: Timestamp;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
}

export interface AgentSettingsTable {
  merchantId: string;
  moveDualTeamSize: Generated<number>;
}

export type AgentActivityFigure =
  'registered' | 'deposit' | 'withdrawal' | 'bet' | 'bet_refund' | 'payout' | 'bonus';

export interface AgentActivityInboxTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  at: Timestamp;
  day: string;
  figure: AgentActivityFigure;
  amountMinor: string;
}

export interface AgentMemberDaysTable {
  merchantId: string;
  memberId: string;
  day: string;
  depositMinor: Generated<string>;
  depositCount: Generated<number>;
  withdrawalMinor: Generated<string>;
  withdrawalCount: Generated<number>;
  betMinor: Generated<string>;
  betCount: Generated<number>;
  payoutMinor: Generated<string>;
  bonusMinor: Generated<string>;
}

export interface AgentTeamDaysTable {
  merchantId: string;
  agentId: string;
  day: string;
  newMembers: Generated<number>;
  depositMinor: Generated<string>;
  depositCount: Generated<number>;
  withdrawalMinor: Generated<string>;
  withdrawalCount: Generated<number>;
  betMinor: Generated<string>;
  betCount: Generated<number>;
  payoutMinor: Generated<string>;
  bonusMinor: Generated<string>;
}

export type AgentActivePeriod = 'day' | 'week' | 'month';

export interface AgentTeamActiveMembersTable {
  agentId: string;
  period: AgentActivePeriod;
  periodStart: string;
  memberId: string;
}

export interface AgentTeamActiveCountsTable {
  merchantId: string;
  agentId: string;
  period: AgentActivePeriod;
  periodStart: string;
  activeMembers: number;
}
