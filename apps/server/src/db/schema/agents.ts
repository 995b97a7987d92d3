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
  activeMinDepositMinor: Generated<string>;
  activeMinValidBetMinor: Generated<string>;
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
  vassalage: string | null;
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

export interface AgentMemberGameDaysTable {
  merchantId: string;
  memberId: string;
  day: string;
  vassalage: string;
  betMinor: Generated<string>;
  betCount: Generated<number>;
  payoutMinor: Generated<string>;
}

export interface AgentTeamGameDaysTable {
  merchantId: string;
  agentId: string;
  day: string;
  vassalage: string;
  betMinor: Generated<string>;
  betCount: Generated<number>;
  payoutMinor: Generated<string>;
}

export interface AgentTeamSizesTable {
  memberId: string;
  merchantId: string;
  teamSize: number;
}

export interface AgentTeamHoursTable {
  merchantId: string;
  agentId: string;
  hour: Timestamp;
  newMembers: Generated<number>;
  depositMinor: Generated<string>;
  withdrawalMinor: Generated<string>;
  betMinor: Generated<string>;
  betCount: Generated<number>;
  payoutMinor: Generated<string>;
}

export interface AgentSuspensionsTable {
  memberId: string;
  merchantId: string;
  agentId: string;
  reason: string;
  createdAt: Generated<Timestamp>;
}

export type AgentApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface AgentApplicationsTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  contact: string;
  message: string;
  status: Generated<AgentApplicationStatus>;
  createdAt: Generated<Timestamp>;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  note: string | null;
}
