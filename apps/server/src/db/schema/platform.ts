import type { Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The platform domain's tables, as its migrations made them.

export interface MerchantsTable {
  id: Identity;
  code: string;
  name: string;
  status: Generated<'active' | 'suspended'>;
  defaultLanguage: Generated<string>;
  languages: Generated<string[]>;
  currency: Generated<string>;
  timezone: Generated<string>;
  brand: Generated<unknown>;
  createdAt: Generated<Date>;
  /** Answers host names no merchant claims (one at most). */
  isDefault: Generated<boolean>;
}

export interface MerchantDomainsTable {
  id: Identity;
  merchantId: string;
  domain: string;
  device: Generated<number>;
  isPrimary: Generated<boolean>;
  sortOrder: Generated<number>;
}

/** The page a merchant's page game belongs to. */
export type GamePage = 'seamless' | 'fbsports';

export interface PageGamesTable {
  merchantId: string;
  page: GamePage;
  vassalage: string;
  gameCode: string | null;
  updatedAt: Generated<Date>;
}

export interface MerchantSettingsTable {
  merchantId: string;
  loggedInToHome: Generated<boolean>;
  analyticsGtagId: string | null;
  imageCdns: Generated<string[]>;
  launchGameCdns: Generated<string[]>;
  copyright: Generated<string>;
  updatedAt: Generated<Date>;
  popupRepeat: Generated<'session' | 'day'>;
  digits: Generated<'latn' | 'beng'>;
}

export interface WhitelabelFlagsTable {
  merchantId: string;
  code: string;
  isEnabled: boolean;
}

export interface MaintenanceWindowsTable {
  id: Identity;
  merchantId: string;
  startsAt: Timestamp;
  endsAt: Timestamp | null;
  reason: Generated<string>;
}

export interface RegionRulesTable {
  id: Identity;
  merchantId: string;
  kind: 'country' | 'cidr';
  action: 'block' | 'allow';
  country: string | null;
  network: string | null;
  note: Generated<string>;
}

export interface RegistrationFieldsTable {
  merchantId: string;
  field: string;
  isEnabled: boolean;
  isRequired: boolean;
  minLength: Generated<number>;
  maxLength: Generated<number>;
  patternId: string | null;
  acceptedPattern: string | null;
  sortOrder: Generated<number>;
}

export interface CustomerServicesTable {
  id: Identity;
  merchantId: string;
  channel: 'livechat' | 'facebook' | 'telegram' | 'whatsapp' | 'email' | 'phone';
  csPosition: Generated<string>;
  csType: number;
  path: string;
  isVip: Generated<boolean>;
  sortOrder: Generated<number>;
}

export interface ResourcesTable {
  id: Identity;
  merchantId: string;
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
  labelNameEn: Generated<string>;
}

export interface LicencesTable {
  id: Identity;
  merchantId: string;
  language: string;
  jurisdiction: string;
  body: string;
  sortOrder: Generated<number>;
}

/** An uploaded picture, served at /media/<id>-<hash>.<ext>. */
export interface MediaTable {
  id: Identity;
  merchantId: string;
  purpose: 'banner' | 'promotion' | 'content';
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  bytes: Buffer;
  sha256: string;
  uploadedBy: string | null;
  createdAt: Generated<Date>;
}

/** A narrower WebP version of an uploaded picture: /media/<id>-<hash>-<width>w.webp. */
export interface MediaVariantsTable {
  mediaId: string;
  width: number;
  height: number;
  bytes: Buffer;
  createdAt: Generated<Date>;
}

export interface OperatorsTable {
  id: Identity;
  merchantId: string | null;
  username: string;
  passwordHash: string;
  role: 'owner' | 'admin' | 'finance' | 'content' | 'support';
  isActive: Generated<boolean>;
  passwordChangedAt: Generated<Date>;
  createdAt: Generated<Date>;
}

/** Every back-office sign-in attempt (migration 0064). */
export interface OperatorSignInsTable {
  id: Identity;
  username: string;
  operatorId: string | null;
  address: string;
  userAgent: string;
  /** second_factor: the password was right and the authenticator's code is still to come. */
  outcome: 'success' | 'wrong' | 'throttled' | 'second_factor';
  createdAt: Timestamp;
}

/** An operator's authenticator (migration 0065); enabledAt is null until its first code. */
export interface OperatorTwoFactorTable {
  operatorId: string;
  secret: Buffer;
  enabledAt: Timestamp | null;
  lastStep: Generated<string>;
  createdAt: Timestamp;
}

/** An operator's one-time recovery codes, as SHA-256 (migration 0065). */
export interface OperatorRecoveryCodesTable {
  operatorId: string;
  codeHash: Buffer;
  usedAt: Timestamp | null;
}

export interface OperatorSessionsTable {
  tokenHash: Buffer;
  operatorId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
}

export interface ServerKeysTable {
  id: Generated<number>;
  keyId: string;
  publicKeyDer: Buffer;
  privateKeyPem: string;
  createdAt: Generated<Date>;
}

export interface RateLimitsTable {
  merchantId: string;
  bucket: string;
  subject: string;
  windowStart: Timestamp;
  hits: number;
}

export interface OperatorActionsTable {
  id: Identity;
  operatorId: string;
  merchantId: string | null;
  action: string;
  target: string;
  detail: Generated<unknown>;
  createdAt: Timestamp;
  previousHash: Generated<Buffer | null>;
  hash: Generated<Buffer>;
  chainPosition: Generated<string>;
}
