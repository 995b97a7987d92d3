import { z } from 'zod';
import { languages } from './languages';
import { pageGamesSchema } from './game-desk';
import { pictureSourceSchema } from './media';

/** One of the languages the product ships. */
export const languageSchema = z.enum(languages);

/** GET /wps/system/status: 0 normal, 1 maintenance (maintenanceEnd), 2 region block (ip). */
export const systemStatusValueSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenanceEnd: z.string().nullable(),
  ip: z.string(),
});
export type SystemStatusValue = z.infer<typeof systemStatusValueSchema>;

/** Query of the permission/info call; the site adds its current host as `url`. */
export const permissionQuerySchema = z.object({
  url: z.string().max(255).optional(),
});

export const customerServiceSchema = z.object({
  id: z.string(),
  channel: z.enum(['livechat', 'facebook', 'telegram', 'whatsapp', 'email', 'phone']),
  csPosition: z.string(),
  csType: z.number().int(),
  path: z.string(),
  isVip: z.boolean(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const registrationFieldSchema = z.object({
  field: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  patternId: z.string().nullable(),
  acceptedPattern: z.string().nullable(),
});
export type RegistrationField = z.infer<typeof registrationFieldSchema>;

export const domainRouteSchema = z.object({ domainName: z.string(), device: z.number().int() });
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const brandSchema = z.object({
  name: z.string(),
  logoUrl: z.string(),
  faviconUrl: z.string(),
  colorPrimary: z.string(),
  colorAccent: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const licenceSchema = z.object({ jurisdiction: z.string(), body: z.string() });

export const vendorSchema = z.object({
  vassalage: z.string(),
  gameType: z.string(),
  displayName: z.string(),
  accountTypeId: z.number().int(),
  logoUrl: z.string(),
  isHot: z.boolean(),
  showIcon: z.boolean(),
  status: z.enum(['active', 'maintenance', 'disabled']),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** When a closed news popup may show the same notices again (the merchant's rule). */
export const popupRepeats = ['session', 'day'] as const;
export type PopupRepeat = (typeof popupRepeats)[number];

/** The digits Bengali screens are written in: Latin or Bengali (English and Thai: Latin). */
export const digitSystems = ['latn', 'beng'] as const;
export type DigitSystem = (typeof digitSystems)[number];

/** The permission/info answer: everything the site needs before it renders. */
export const permissionValueSchema = z.object({
  info: z.object({
    merchantCode: z.string(),
    brand: brandSchema,
    languages: z.array(z.string()),
    defaultLanguage: z.string(),
    currency: z.string(),
    timezone: z.string(),
    loggedInToHome: z.boolean(),
    /** A closed news popup shows its notices again the next session, or the next day. */
    popupRepeat: z.enum(popupRepeats),
    /** The digits of every figure on a Bengali screen. */
    digits: z.enum(digitSystems),
    whitelabel: z.record(z.string(), z.boolean()),
    register: z.array(registrationFieldSchema),
    resources: z.array(resourceSchema),
    customerService: z.array(customerServiceSchema),
    analytics: z.object({ gtagId: z.string().nullable() }),
    domainRoute: z.array(domainRouteSchema),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    /** What /seamless and /fbsports open. */
    pageGames: pageGamesSchema,
    licences: z.array(licenceSchema),
    copyright: z.string(),
  }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.boolean(),
  maintenanceEnd: z.string().nullable(),
  regionRestriction: z.boolean(),
});
export type PermissionValue = z.infer<typeof permissionValueSchema>;

/** device 0 is desktop web, 3 mobile web. */
export const domainRouteQuerySchema = z.object({
  device: z
    .string()
    .regex(/^[03]$/)
    .transform(Number),
});

export const helpArticleSchema = z.object({
  id: z.string(),
  category: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
});
export const helpCenterValueSchema = z.object({
  categories: z.array(z.object({ category: z.string(), articles: z.array(helpArticleSchema) })),
});
export type HelpCenterValue = z.infer<typeof helpCenterValueSchema>;

export const bannerQuerySchema = z.object({
  group: z.string().regex(/^[a-z0-9_/]{1,40}$/i),
});
export const bannerSchema = z.object({
  bannerId: z.string(),
  groupName: z.string(),
  title: z.string(),
  url: z.string(),
  /** The picture's size in pixels: the slot reserves its shape before it loads. */
  width: z.number().int(),
  height: z.number().int(),
  /** Narrower versions of the picture (WebP), narrowest first; none for an outside address. */
  sources: z.array(pictureSourceSchema),
  linkageType: z.enum(['route', 'game', 'promotion', 'url']).nullable(),
  linkageValue: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementQuerySchema = z.object({
  types: z
    .string()
    .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/)
    .default('B,PL,PU,PR,H'),
  platform: z.literal('W').default('W'),
  execution: z.literal('B').default('B'),
});
export const announcementSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
  /** Shared by its translations in the other languages; null when it has none. */
  topic: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** GET /healthz and /readyz: the process answers, and its database does. */
export const healthValueSchema = z.object({ status: z.enum(['ok', 'ready']) });

/** GET /wps/system/whitelabel: the merchant's whitelabel flags and feature toggles. */
export const whitelabelValueSchema = z.record(z.string(), z.boolean());
