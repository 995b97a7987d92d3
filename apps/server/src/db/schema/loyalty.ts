import type { Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The loyalty domain's tables, as its migrations made them.

export type PromotionKindColumn = 'apply' | 'claim' | 'raffle';

export type PromotionEntryStatus = 'applying' | 'rejected' | 'issued' | 'claimed' | 'joined';

export interface PromotionsTable {
  id: Identity;
  merchantId: string;
  category: 'welcome' | 'deposit' | 'rebate' | 'raffle' | 'vip' | 'event';
  kind: PromotionKindColumn;
  imageUrl: string;
  startsAt: Timestamp;
  endsAt: Timestamp | null;
  isPublished: Generated<boolean>;
  bonusType: 'fixed' | 'percent';
  bonusMinor: string | null;
  bonusBasisPoints: number | null;
  bonusCapMinor: string | null;
  depositMinMinor: string | null;
  prizesMinor: Generated<string[]>;
  prizeWeights: Generated<number[]>;
  turnoverMultiple: Generated<number>;
  sortOrder: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
}

export interface PromotionTextsTable {
  promotionId: string;
  language: string;
  name: string;
  summary: string;
  terms: string;
}

export interface PromotionEntriesTable {
  id: Identity;
  merchantId: string;
  promotionId: string;
  memberId: string;
  status: PromotionEntryStatus;
  remark: Generated<string>;
  depositMinor: string | null;
  bonusMinor: string | null;
  turnoverMinor: string | null;
  currency: string;
  transferId: string | null;
  rejectReason: string | null;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface PromotionEntryImagesTable {
  id: Identity;
  merchantId: string;
  entryId: string;
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  createdAt: Timestamp;
}
