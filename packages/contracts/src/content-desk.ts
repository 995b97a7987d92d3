import { z } from 'zod';
import { plainText } from './plain-text';
import { announcementTypes } from './constants';
import { languages } from './languages';
import { patternIds } from './patterns';
import { profileOnlyFieldNames } from './profile';
import { richTextLengthMax } from './rich-text';
import { isExternalHttpsUrl, parseGameLinkage } from './banner-linkage';
import { digitSystems, popupRepeats } from './system';

export { bannerGameTypes, isExternalHttpsUrl, parseGameLinkage } from './banner-linkage';

/**
 * The operators' content desk (/ops/api/content/…): banners, notices and announcements, help
 * articles, customer-service links, licence texts, download resources, whitelabel flags and
 * registration rules of one merchant. Translated content is one row per language; a draft is
 * never served, and a scheduled item is served from its start to its end.
 */

/** Where banners show (spec §3): the sign-in, registration and forgot-password forms, pages. */
export const bannerGroups = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'elott',
  'cockfight',
  'promotions',
  'pointMall',
  'help',
  'w_register',
  'w_login',
  'w_forget',
] as const;
export type BannerGroup = (typeof bannerGroups)[number];

/** The site route each group shows on (the desk names groups by their page). */
export const bannerGroupRoutes: Record<BannerGroup, string> = {
  home: '/',
  rng: '/rng',
  live: '/live',
  fish: '/fish',
  pvp: '/pvp',
  sports: '/sports',
  esports: '/esports',
  elott: '/elott',
  cockfight: '/cockfight',
  promotions: '/promotions',
  pointMall: '/pointMall',
  help: '/help',
  w_register: '/register',
  w_login: '/login',
  w_forget: '/forget',
};

/**
 * The slot a banner fills: a 3:1 frame on every page; the page frame spans the content column
 * (1280 px wide on desktop), the forms' frame is narrower. A picture fits when its shape is
 * 3:1 within the tolerance and it is at least the minimum size (sharp on a 2x phone).
 */
export interface BannerSlot {
  ratio: number;
  ratioTolerance: number;
  minWidth: number;
  minHeight: number;
  /** Sizes to suggest when a picture does not fit. */
  suggested: readonly string[];
}
const pageSlot: BannerSlot = {
  ratio: 3,
  ratioTolerance: 0.03,
  minWidth: 1200,
  minHeight: 400,
  suggested: ['1200×400', '1800×600', '2400×800'],
};
const formSlot: BannerSlot = {
  ratio: 3,
  ratioTolerance: 0.03,
  minWidth: 900,
  minHeight: 300,
  suggested: ['900×300', '1200×400', '1800×600'],
};

/** The slot of a banner group. */
export function bannerSlotOf(group: BannerGroup): BannerSlot {
  return group.startsWith('w_') ? formSlot : pageSlot;
}

/** Whether a picture of this size fits a group's slot. */
export function bannerFits(group: BannerGroup, width: number, height: number): boolean {
  const slot = bannerSlotOf(group);
  if (width < slot.minWidth || height < slot.minHeight) return false;
  return Math.abs(width / height - slot.ratio) <= slot.ratio * slot.ratioTolerance;
}

/** Pages a banner may lead to (the site's route table, spec §2). */
export const bannerRoutes = [
  '/',
  '/register',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/elott',
  '/cockfight',
  '/lottery',
  '/vnlottery',
  '/promotions',
  '/promoDetail',
  '/pointMall',
  '/vip',
  '/help',
  '/down',
  '/join',
  '/noticePage',
  '/fairness',
] as const;

export const linkageTypes = ['route', 'game', 'promotion', 'url'] as const;
export type LinkageType = (typeof linkageTypes)[number];

const routePattern = /^(\/[A-Za-z]*)(\?[A-Za-z0-9=&_%.-]{0,200})?(#[A-Za-z0-9_-]{1,40})?$/;
/**
 * Whether a linkage value suits its type: a route of the site, a game launch, a promotion id
 * or an external https address. The server also checks that the game's vendor exists.
 */
export function isLinkageValue(type: LinkageType, value: string): boolean {
  switch (type) {
    case 'route': {
      const path = routePattern.exec(value)?.[1];
      return path !== undefined && (bannerRoutes as readonly string[]).includes(path);
    }
    case 'game':
      return parseGameLinkage(value) !== null;
    case 'promotion':
      return /^\d{1,18}$/.test(value);
    case 'url':
      return isExternalHttpsUrl(value);
  }
}

const language = z.enum(languages);
const sortOrder = z.number().int().min(0).max(1_000_000);
const title = plainText(120);
/** A schedule's instant, in this century: year 0 or 9999 is a slip, not a plan. */
const instant = z
  .string()
  .datetime({ offset: true })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 2000 && year <= 2099;
    },
    { error: 'schedule_year' },
  )
  .nullable();
const someField = (value: Record<string, unknown>) =>
  Object.values(value).some((field) => field !== undefined);
/** Rich text as typed; the server cleans it and measures it again once clean. */
const richText = z.string().max(richTextLengthMax * 2);

/** A banner as the desk lists it. */
export const deskBannerSchema = z.object({
  id: z.string(),
  groupName: z.string(),
  language: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  linkageType: z.enum(linkageTypes).nullable(),
  linkageValue: z.string().nullable(),
  sortOrder: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
});
export type DeskBanner = z.infer<typeof deskBannerSchema>;

const bannerFields = {
  groupName: z.enum(bannerGroups),
  language,
  title,
  /** An uploaded picture of purpose banner (POST /ops/api/media?purpose=banner). */
  mediaId: z.string().regex(/^\d{1,18}$/),
  linkageType: z.enum(linkageTypes).nullable(),
  linkageValue: z.string().trim().max(500).nullable(),
  sortOrder,
  startsAt: instant,
  endsAt: instant,
  isPublished: z.boolean(),
};

/** POST /ops/api/content/banners. */
export const createBannerSchema = z.object({
  ...bannerFields,
  title: title.default(''),
  linkageType: bannerFields.linkageType.default(null),
  linkageValue: bannerFields.linkageValue.default(null),
  sortOrder: sortOrder.default(0),
  startsAt: instant.default(null),
  endsAt: instant.default(null),
  isPublished: z.boolean().default(false),
});
export type CreateBanner = z.infer<typeof createBannerSchema>;

/** PATCH /ops/api/content/banners/:id: any of the fields; a new picture by its media id. */
export const updateBannerSchema = z
  .object({
    groupName: bannerFields.groupName.optional(),
    language: language.optional(),
    title: title.optional(),
    mediaId: bannerFields.mediaId.optional(),
    linkageType: bannerFields.linkageType.optional(),
    linkageValue: bannerFields.linkageValue.optional(),
    sortOrder: sortOrder.optional(),
    startsAt: instant.optional(),
    endsAt: instant.optional(),
    isPublished: z.boolean().optional(),
  })
  .refine(someField);
export type UpdateBanner = z.infer<typeof updateBannerSchema>;

/**
 * What the translations of one announcement share (lower-case letters, digits and hyphens): a
 * player who has seen a popup of a topic is not shown it again in another language.
 */
export const announcementTopicPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;
const topic = z
  .string()
  .trim()
  .toLowerCase()
  .regex(announcementTopicPattern, { error: 'topic_format' })
  .nullable();

/** A notice or announcement as the desk lists it. */
export const deskNoticeSchema = z.object({
  id: z.string(),
  type: z.enum(announcementTypes),
  language: z.string(),
  title: z.string(),
  content: z.string(),
  sortOrder: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
  topic: z.string().nullable(),
});
export type DeskNotice = z.infer<typeof deskNoticeSchema>;

/** POST /ops/api/content/notices. */
export const createNoticeSchema = z.object({
  type: z.enum(announcementTypes),
  language,
  title: title.min(1),
  content: richText,
  sortOrder: sortOrder.default(0),
  startsAt: instant.default(null),
  endsAt: instant.default(null),
  isPublished: z.boolean().default(false),
  topic: topic.default(null),
});
export type CreateNotice = z.infer<typeof createNoticeSchema>;

/** PATCH /ops/api/content/notices/:id. */
export const updateNoticeSchema = z
  .object({
    type: z.enum(announcementTypes).optional(),
    language: language.optional(),
    title: title.min(1).optional(),
    content: richText.optional(),
    sortOrder: sortOrder.optional(),
    startsAt: instant.optional(),
    endsAt: instant.optional(),
    isPublished: z.boolean().optional(),
    topic: topic.optional(),
  })
  .refine(someField);
export type UpdateNotice = z.infer<typeof updateNoticeSchema>;

/** A help article as the desk lists it. */
export const deskHelpArticleSchema = z.object({
  id: z.string(),
  language: z.string(),
  category: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  sortOrder: z.number().int(),
  isPublished: z.boolean(),
});
export type DeskHelpArticle = z.infer<typeof deskHelpArticleSchema>;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'slug_format' })
  .max(60);

/** POST /ops/api/content/help. */
export const createHelpArticleSchema = z.object({
  language,
  category: plainText(60).min(1),
  slug,
  title: title.min(1),
  content: richText,
  sortOrder: sortOrder.default(0),
  isPublished: z.boolean().default(false),
});
export type CreateHelpArticle = z.infer<typeof createHelpArticleSchema>;

/** PATCH /ops/api/content/help/:id. */
export const updateHelpArticleSchema = z
  .object({
    category: plainText(60).min(1).optional(),
    slug: slug.optional(),
    title: title.min(1).optional(),
    content: richText.optional(),
    sortOrder: sortOrder.optional(),
    isPublished: z.boolean().optional(),
  })
  .refine(someField);
export type UpdateHelpArticle = z.infer<typeof updateHelpArticleSchema>;

export const customerServiceChannels = [
  'livechat',
  'facebook',
  'telegram',
  'whatsapp',
  'email',
  'phone',
] as const;
/** Where a customer-service entry shows. */
export const customerServicePositions = ['right', 'footer', 'register'] as const;

/** A customer-service entry as the desk shows it: a type 3 path decrypted for the operator. */
export const deskCustomerServiceSchema = z.object({
  id: z.string(),
  channel: z.enum(customerServiceChannels),
  csPosition: z.string(),
  csType: z.number().int(),
  path: z.string(),
  isVip: z.boolean(),
  sortOrder: z.number().int(),
});
export type DeskCustomerService = z.infer<typeof deskCustomerServiceSchema>;

/**
 * What a customer-service entry opens: an https address, a mailto:/tel: link, or a path of
 * the site; type 3 paths are stored encrypted by the server (never typed encrypted).
 */
export function isCustomerServicePath(value: string): boolean {
  if (isExternalHttpsUrl(value)) return true;
  if (/^mailto:[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(value)) return true;
  if (/^tel:\+?[0-9]{5,20}$/.test(value)) return true;
  return /^\/[A-Za-z0-9/_?=&#.-]{0,200}$/.test(value) && !value.startsWith('//');
}

const customerServiceFields = {
  channel: z.enum(customerServiceChannels),
  csPosition: z.enum(customerServicePositions),
  csType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  path: z.string().trim().max(500).refine(isCustomerServicePath),
  isVip: z.boolean(),
  sortOrder,
};

/** POST /ops/api/content/customer-services. */
export const createCustomerServiceSchema = z.object({
  ...customerServiceFields,
  csPosition: customerServiceFields.csPosition.default('right'),
  isVip: z.boolean().default(false),
  sortOrder: sortOrder.default(0),
});
export type CreateCustomerService = z.infer<typeof createCustomerServiceSchema>;

/** PATCH /ops/api/content/customer-services/:id. */
export const updateCustomerServiceSchema = z
  .object({
    channel: customerServiceFields.channel.optional(),
    csPosition: customerServiceFields.csPosition.optional(),
    csType: customerServiceFields.csType.optional(),
    path: customerServiceFields.path.optional(),
    isVip: z.boolean().optional(),
    sortOrder: sortOrder.optional(),
  })
  .refine(someField);
export type UpdateCustomerService = z.infer<typeof updateCustomerServiceSchema>;

/** A footer licence text (plain text) as the desk lists it. */
export const deskLicenceSchema = z.object({
  id: z.string(),
  language: z.string(),
  jurisdiction: z.string(),
  body: z.string(),
  sortOrder: z.number().int(),
});
export type DeskLicence = z.infer<typeof deskLicenceSchema>;

/** POST /ops/api/content/licences. */
export const createLicenceSchema = z.object({
  language,
  jurisdiction: plainText(80).min(1),
  body: plainText(2000).min(1),
  sortOrder: sortOrder.default(0),
});
export type CreateLicence = z.infer<typeof createLicenceSchema>;

/** PATCH /ops/api/content/licences/:id. */
export const updateLicenceSchema = z
  .object({
    jurisdiction: plainText(80).min(1).optional(),
    body: plainText(2000).min(1).optional(),
    sortOrder: sortOrder.optional(),
  })
  .refine(someField);
export type UpdateLicence = z.infer<typeof updateLicenceSchema>;

/** Download resources (spec §3 Resource): the apps and the lite app. */
export const resourceTypes = ['ANDROID', 'IOS', 'LITE'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const deskResourceSchema = z.object({
  resourceType: z.enum(resourceTypes),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
});
export type DeskResource = z.infer<typeof deskResourceSchema>;

/** The download a call names: /ops/api/content/resources/:type. */
export const resourceTypeParamsSchema = z.object({ type: z.enum(resourceTypes) });

/** PUT /ops/api/content/resources/:type: an https or site address and an optional QR picture. */
export const saveResourceSchema = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) =>
        isExternalHttpsUrl(value) ||
        (/^\/[A-Za-z0-9/_.#?=&-]{0,200}$/.test(value) && !value.startsWith('//')),
      { error: 'resource_url_invalid' },
    ),
  /**
   * An uploaded picture (purpose content) to show as the QR code; null: none, the site draws one;
   * left out: the picture it has stays (a change of address or label keeps it).
   */
  qrMediaId: z
    .string()
    .regex(/^\d{1,18}$/)
    .nullable()
    .optional(),
  labelNameEn: plainText(60).default(''),
});
export type SaveResource = z.infer<typeof saveResourceSchema>;

/** Whitelabel flags and feature toggles the site knows (spec §3), each with what it does. */
export const knownWhitelabelFlags = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'CHNGPASSVERIF3',
  'FREEPLAY',
  'PASSWORDEXPIRY',
  'SMSLOGIN',
  'DIRECTREG',
  'REBATE',
  'SOCIALLOGIN',
  'HUMANCHECK',
  'NEWIPVERIFY',
] as const;
export type WhitelabelFlag = (typeof knownWhitelabelFlags)[number];

/** The flags a new merchant starts with, unless the platform desk sets them otherwise. */
export const standardWhitelabelFlags: Record<WhitelabelFlag, boolean> = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: true,
  REGMOBVERF3: true,
  CHNGPASSVERIF3: true,
  FREEPLAY: true,
  PASSWORDEXPIRY: false,
  SMSLOGIN: true,
  DIRECTREG: true,
  REBATE: true,
  SOCIALLOGIN: false,
  /** The slider puzzle before username sign-in and registration. */
  HUMANCHECK: true,
  /** An SMS code for a sign-in from an address the member never used. */
  NEWIPVERIFY: false,
};

/** PUT /ops/api/content/flags/:code. */
export const saveFlagSchema = z.object({ isEnabled: z.boolean() });
/** The flag a call names (any flag's form; the server knows which exist). */
export const flagCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Z0-9_]{2,40}$/) });

/** Registration form fields a rule may govern (spec §3 registration payload). */
export const registrationFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  // The profile's own fields follow the same rules, edited in the same desk.
  ...profileOnlyFieldNames,
] as const;
export type RegistrationFieldName = (typeof registrationFieldNames)[number];

/** The registration field a call names: /ops/api/content/registration/:field. */
export const registrationFieldParamsSchema = z.object({ field: z.enum(registrationFieldNames) });

/** Fields always shown and required: the username registration form cannot do without them. */
export const registrationFixedFields = [
  'username',
  'password',
  'confirmPassword',
] as const satisfies readonly RegistrationFieldName[];

/** A field rule's length bounds. */
export const registrationLengthMax = 255;

/** PUT /ops/api/content/registration/:field (spec §3 per-field validation config). */
export const saveRegistrationRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0).max(registrationLengthMax),
  maxLength: z.number().int().min(1).max(registrationLengthMax),
  patternId: z.enum(patternIds).nullable(),
  /** '*' accepts anything of the right length (spec §5); null uses the pattern. */
  acceptedPattern: z.literal('*').nullable().default(null),
});
export type SaveRegistrationRule = z.infer<typeof saveRegistrationRuleSchema>;

/** POST /ops/api/content/preview: rich text as it would be stored and shown. */
export const richTextPreviewSchema = z.object({ html: richText });
/** The preview's answer: the text cleaned as it would be stored. */
export const richTextPreviewValueSchema = z.object({ html: z.string() });

/** GET /ops/api/content: everything of one merchant's content desk. */
/**
 * How the merchant's site shows itself (PUT /ops/api/content/display): when a closed news
 * popup comes back, and the digits of Bengali screens.
 */
export const displaySettingsSchema = z.object({
  popupRepeat: z.enum(popupRepeats),
  digits: z.enum(digitSystems),
});
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;

export const contentDeskSchema = z.object({
  merchant: z.object({
    code: z.string(),
    name: z.string(),
    languages: z.array(z.string()),
    /** The zone schedules are shown and typed in: the one the merchant's site shows. */
    timeZone: z.string(),
  }),
  banners: z.array(deskBannerSchema),
  notices: z.array(deskNoticeSchema),
  helpArticles: z.array(deskHelpArticleSchema),
  customerServices: z.array(deskCustomerServiceSchema),
  licences: z.array(deskLicenceSchema),
  resources: z.array(deskResourceSchema),
  flags: z.array(z.object({ code: z.string(), isEnabled: z.boolean(), isKnown: z.boolean() })),
  display: displaySettingsSchema,
  registration: z.array(
    z.object({
      field: z.string(),
      enabled: z.boolean(),
      required: z.boolean(),
      minLength: z.number().int(),
      maxLength: z.number().int(),
      patternId: z.string().nullable(),
      acceptedPattern: z.string().nullable(),
    }),
  ),
});
export type ContentDesk = z.infer<typeof contentDeskSchema>;
