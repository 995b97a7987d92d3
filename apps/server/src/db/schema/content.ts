import type { Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The content domain's tables, as its migrations made them.

export interface BannersTable {
  id: Identity;
  merchantId: string;
  groupName: string;
  language: string;
  title: Generated<string>;
  imageUrl: string;
  linkageType: 'route' | 'game' | 'promotion' | 'url' | null;
  linkageValue: string | null;
  sortOrder: Generated<number>;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  isPublished: Generated<boolean>;
  /** The picture's size in pixels, so the site reserves its space. */
  width: Generated<number>;
  height: Generated<number>;
  updatedAt: Generated<Date>;
}

export interface AnnouncementsTable {
  id: Identity;
  merchantId: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'AG';
  language: string;
  title: string;
  content: string;
  sortOrder: Generated<number>;
  startsAt: Timestamp | null;
  endsAt: Timestamp | null;
  isPublished: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  /** Shared by the translations of one announcement; none for a single language. */
  topic: string | null;
}

export interface HelpArticlesTable {
  id: Identity;
  merchantId: string;
  language: string;
  category: string;
  slug: string;
  title: string;
  content: string;
  sortOrder: Generated<number>;
  isPublished: Generated<boolean>;
}

/** What a visitor or member told the merchant (PUT /wps/feedback). */
export interface FeedbackTable {
  id: Identity;
  merchantId: string;
  memberId: string | null;
  language: string;
  content: string;
  ip: string;
  createdAt: Generated<Date>;
}

export interface MemberMessagesTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  kind: string;
  /** A value, or one per language (a promotion's or a game's name) picked for the reader. */
  params: Generated<Record<string, string | Record<string, string>>>;
  title: string | null;
  body: string | null;
  createdAt: Timestamp;
  readAt: Timestamp | null;
}
