import type { Generated } from 'kysely';
import type { Identity, Timestamp } from './columns';

// The identity domain's tables, as its migrations made them.

export interface MembersTable {
  id: Identity;
  merchantId: string;
  username: string;
  passwordHash: string;
  isAgent: Generated<number>;
  nickname: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  uplineId: string | null;
  referralCode: string | null;
  status: Generated<'active' | 'disabled'>;
  mustChangePassword: Generated<boolean>;
  passwordChangedAt: Timestamp;
  registeredIp: string | null;
  createdAt: Timestamp;
  lastLoginAt: Timestamp | null;
  lastLoginIp: string | null;
  affiliateCode: string | null;
  emailVerifiedAt: Timestamp | null;
  paymentPasswordHash: string | null;
  paymentPasswordChangedAt: Timestamp | null;
  avatarId: number | null;
}

export interface MemberSessionsTable {
  tokenHash: Buffer;
  memberId: string;
  merchantId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  ip: string | null;
  userAgent: string | null;
  proof: Generated<SessionProof>;
}

/** How a session was opened (member_sessions.proof). */
export type SessionProof =
  'password' | 'code' | 'remember' | 'social' | 'trial' | 'registration' | 'reset';

export interface LoginFailuresTable {
  merchantId: string;
  subject: string;
  failures: number;
  firstFailedAt: Timestamp;
  lastFailedAt: Timestamp;
}

/** What an SMS code is for (the CHECK of sms_codes.purpose). */
export type SmsPurpose = 'register' | 'login' | 'reset' | 'bind';

export interface SmsCodesTable {
  id: Identity;
  merchantId: string;
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobileNum: string;
  codeHash: Buffer;
  attempts: Generated<number>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
  requestedIp: string | null;
}

export interface SmsOutboxTable {
  id: Identity;
  merchantId: string;
  recipient: string;
  body: string;
  provider: string;
  status: 'stored' | 'sent' | 'failed';
  providerRef: string | null;
  error: string | null;
  createdAt: Timestamp;
}

export interface MailOutboxTable {
  id: Identity;
  merchantId: string;
  recipient: string;
  subject: string;
  bodyText: string;
  provider: string;
  status: 'stored' | 'sent' | 'failed';
  providerRef: string | null;
  error: string | null;
  createdAt: Timestamp;
}

export interface PasswordResetsTable {
  tokenHash: Buffer;
  merchantId: string;
  memberId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface CaptchaChallengesTable {
  id: string;
  /** Null for the back office's sign-in. */
  merchantId: string | null;
  answerHash: Buffer;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface HumanChallengesTable {
  id: string;
  merchantId: string;
  targetLeft: number;
  targetTop: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  attemptedAt: Timestamp | null;
  passHash: Buffer | null;
  passExpiresAt: Timestamp | null;
  passUsedAt: Timestamp | null;
}

export interface RememberTokensTable {
  tokenHash: Buffer;
  memberId: string;
  merchantId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface MemberKnownAddressesTable {
  memberId: string;
  ip: string;
  firstSeenAt: Timestamp;
  lastSeenAt: Timestamp;
}

export interface TrialAccountsTable {
  memberId: string;
  createdIp: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

export interface SocialProvidersTable {
  id: Identity;
  merchantId: string;
  key: string;
  displayName: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: Generated<string>;
  isEnabled: Generated<boolean>;
  sortOrder: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface SocialIdentitiesTable {
  merchantId: string;
  providerKey: string;
  subject: string;
  issuer: string;
  memberId: string;
  email: string | null;
  createdAt: Timestamp;
}

export interface SocialLoginsTable {
  stateHash: Buffer;
  merchantId: string;
  providerKey: string;
  codeVerifier: string;
  nonce: string;
  returnPath: string;
  requestedIp: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

export interface SocialTicketsTable {
  codeHash: Buffer;
  merchantId: string;
  memberId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  browserHash: Buffer | null;
}

export interface EmailCodesTable {
  id: Identity;
  merchantId: string;
  memberId: string;
  email: string;
  codeHash: Buffer;
  attempts: Generated<number>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
}

/** A member's profile and registration extras; birthday is a date, read as its ISO text. */
export interface MemberProfilesTable {
  memberId: string;
  merchantId: string;
  fullName: string | null;
  birthday: string | null;
  address: string | null;
  nationality: string | null;
  occupation: string | null;
  incomeSource: string | null;
  birthPlace: string | null;
  telegram: string | null;
  whatsapp: string | null;
  line: string | null;
  zalo: string | null;
  facebook: string | null;
  qq: string | null;
  wechat: string | null;
  idNumber: string | null;
  recommenderId: string | null;
  updatedAt: Timestamp;
}
