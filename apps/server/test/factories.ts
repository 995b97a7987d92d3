import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/database';

let sequence = 0;

/** A unique merchant code for a test. */
export function uniqueCode(prefix = 'T'): string {
  sequence += 1;
  return `${prefix}${sequence}_${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** Creates a merchant with its settings, domains, flags and optional content. */
export async function createMerchant(
  db: Db,
  options: {
    code?: string;
    name?: string;
    domains?: { domain: string; device?: number }[];
    languages?: string[];
    defaultLanguage?: string;
    flags?: Record<string, boolean>;
    loggedInToHome?: boolean;
    copyright?: string;
  } = {},
) {
  const code = options.code ?? uniqueCode();
  const merchant = await db
    .insertInto('merchants')
    .values({
      code,
      name: options.name ?? `Brand ${code}`,
      languages: options.languages ?? ['bn', 'en', 'th'],
      defaultLanguage: options.defaultLanguage ?? 'bn',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const merchantId = merchant.id;
  await db
    .insertInto('merchantSettings')
    .values({
      merchantId,
      loggedInToHome: options.loggedInToHome ?? false,
      copyright: options.copyright ?? `© ${code}`,
    })
    .execute();
  const domains = options.domains ?? [{ domain: `${code.toLowerCase().replace(/_/g, '-')}.test` }];
  if (domains.length > 0) {
    await db
      .insertInto('merchantDomains')
      .values(
        domains.map((entry) => ({ merchantId, domain: entry.domain, device: entry.device ?? 0 })),
      )
      .execute();
  }
  const flags = Object.entries(options.flags ?? {});
  if (flags.length > 0) {
    await db
      .insertInto('whitelabelFlags')
      .values(flags.map(([flagCode, isEnabled]) => ({ merchantId, code: flagCode, isEnabled })))
      .execute();
  }
  return { id: merchantId, code, domain: domains[0]?.domain ?? null };
}

/** Adds a banner in one language. */
export async function createBanner(
  db: Db,
  merchantId: string,
  values: { groupName?: string; language?: string; title?: string; startsAt?: Date; endsAt?: Date },
) {
  return db
    .insertInto('banners')
    .values({
      merchantId,
      groupName: values.groupName ?? 'home',
      language: values.language ?? 'bn',
      title: values.title ?? 'Banner',
      imageUrl: '/art/banners/welcome.svg',
      linkageType: 'route',
      linkageValue: '/rng',
      startsAt: values.startsAt ?? null,
      endsAt: values.endsAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Adds an announcement in one language. */
export async function createAnnouncement(
  db: Db,
  merchantId: string,
  values: { type?: 'B' | 'PL' | 'PU' | 'PR' | 'H'; language?: string; title?: string },
) {
  return db
    .insertInto('announcements')
    .values({
      merchantId,
      type: values.type ?? 'B',
      language: values.language ?? 'bn',
      title: values.title ?? 'Notice',
      content: '<p>Body</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Creates a member with a real argon2id password hash. */
export async function createMember(
  db: Db,
  merchantId: string,
  values: {
    username: string;
    password: string;
    isAgent?: number;
    status?: 'active' | 'disabled';
    mobile?: { countryDialingCode: string; mobileNum: string };
  },
) {
  const { hashPassword } = await import('../src/lib/passwords');
  return db
    .insertInto('members')
    .values({
      merchantId,
      username: values.username.toLowerCase(),
      passwordHash: await hashPassword(values.password),
      isAgent: values.isAgent ?? 0,
      status: values.status ?? 'active',
      countryDialingCode: values.mobile?.countryDialingCode ?? null,
      mobileNum: values.mobile?.mobileNum ?? null,
      createdAt: new Date(),
      passwordChangedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The registration rules of the demo merchant, for a test merchant. */
export async function createRegistrationRules(db: Db, merchantId: string) {
  const { demoRegistrationFields } = await import('../src/db/seed/demo');
  await db
    .insertInto('registrationFields')
    .values(
      demoRegistrationFields.map((rule, index) => ({ ...rule, merchantId, sortOrder: index })),
    )
    .execute();
}
