import { currencies } from '@khela/money';
import { z } from 'zod';
import { knownWhitelabelFlags } from './content-desk';
import { languages } from './languages';
import { plainText } from './plain-text';
import { digitSystems, popupRepeats } from './system';

/**
 * The platform desk (/ops/api/platform/merchants): the platform's owner — an owner of no
 * merchant — makes merchants, suspends and resumes them, and chooses which one answers host
 * names no merchant claims.
 */

/** A merchant's code: the `Merchant` header's value and the key of its desks. */
export const merchantCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{2,32}$/);

/** A host name as a browser sends it (no scheme, port or path), lower-case. */
export const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
  );

/** Device 0: the desktop site; 3: the mobile site (spec §7 domainRoute). */
export const merchantDomainSchema = z.object({
  domain: hostNameSchema,
  device: z.union([z.literal(0), z.literal(3)]),
});
export type MerchantDomain = z.infer<typeof merchantDomainSchema>;

const domainsSchema = z
  .array(merchantDomainSchema)
  .min(1)
  .max(20)
  .refine((list) => new Set(list.map((entry) => entry.domain)).size === list.length, {
    error: 'field_invalid',
  });

const colourSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/);

/** An IANA time zone this server knows (Asia/Dhaka, Asia/Bangkok, …). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', {
    error: 'field_invalid',
  });

const languageListSchema = z
  .array(z.enum(languages))
  .min(1)
  .max(languages.length)
  .refine((list) => new Set(list).size === list.length, { error: 'field_invalid' });

export const currencyCodes = Object.keys(currencies) as [string, ...string[]];

/** What a new merchant copies from an existing one: each part on its own. */
export const merchantTemplateSchema = z.object({
  code: merchantCodeSchema,
  /** Banners, notices, help, licences, customer service, downloads, registration rules. */
  content: z.boolean(),
  /** The in-house games and the lotteries, in the template's order on the lobby. */
  games: z.boolean(),
  /** Payment methods and channels with their limits (never its receiving accounts). */
  payments: z.boolean(),
});
export type MerchantTemplate = z.infer<typeof merchantTemplateSchema>;

/** POST /ops/api/platform/merchants. */
export const createMerchantSchema = z
  .object({
    code: merchantCodeSchema,
    name: plainText(60).pipe(z.string().min(1)),
    domains: domainsSchema,
    currency: z.enum(currencyCodes),
    languages: languageListSchema,
    defaultLanguage: z.enum(languages),
    timeZone: timeZoneSchema,
    colorPrimary: colourSchema,
    colorAccent: colourSchema,
    flags: z.partialRecord(z.enum(knownWhitelabelFlags), z.boolean()),
    template: merchantTemplateSchema.optional(),
    /** The merchant's first owner, who makes its other operators. */
    owner: z.object({
      username: z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z][a-z0-9_.]{2,31}$/),
      password: z.string().min(10).max(128),
    }),
  })
  .refine((value) => value.languages.includes(value.defaultLanguage), {
    path: ['defaultLanguage'],
    error: 'field_invalid',
  });
export type CreateMerchant = z.infer<typeof createMerchantSchema>;

/** PATCH /ops/api/platform/merchants/:code: any of these; the code and currency stay. */
export const updateMerchantSchema = z
  .object({
    name: plainText(60).pipe(z.string().min(1)).optional(),
    domains: domainsSchema.optional(),
    languages: languageListSchema.optional(),
    defaultLanguage: z.enum(languages).optional(),
    timeZone: timeZoneSchema.optional(),
    colorPrimary: colourSchema.optional(),
    colorAccent: colourSchema.optional(),
    /** A picture of this merchant's media (/media/…), or null for the platform's own mark. */
    logoUrl: z
      .string()
      .regex(/^\/media\/[A-Za-z0-9._-]{1,120}$/)
      .nullable()
      .optional(),
    status: z.enum(['active', 'suspended']).optional(),
    /** Whether it answers host names no merchant claims (one merchant at most). */
    isDefault: z.boolean().optional(),
    popupRepeat: z.enum(popupRepeats).optional(),
    digits: z.enum(digitSystems).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined));
export type UpdateMerchant = z.infer<typeof updateMerchantSchema>;

export const merchantCodeParamsSchema = z.object({ code: merchantCodeSchema });

/** A merchant as the platform desk lists it. */
export const platformMerchantSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(['active', 'suspended']),
  currency: z.string(),
  languages: z.array(z.enum(languages)),
  defaultLanguage: z.enum(languages),
  timeZone: z.string(),
  domains: z.array(merchantDomainSchema),
  colorPrimary: z.string(),
  colorAccent: z.string(),
  logoUrl: z.string(),
  isDefault: z.boolean(),
  popupRepeat: z.enum(popupRepeats),
  digits: z.enum(digitSystems),
  operators: z.number().int(),
  members: z.number().int(),
  createdAt: z.string(),
});
export type PlatformMerchant = z.infer<typeof platformMerchantSchema>;
