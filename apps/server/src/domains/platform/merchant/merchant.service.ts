import { isCurrencyCode } from '@khela/money';
import type { Brand, PageGames } from '@khela/contracts';
import { AppError } from '../../../lib/errors';
import { parseNetwork } from '../../../lib/ip';
import type { MerchantSnapshot } from '../../../plugins/context';
import type { MerchantRepository } from './merchant.repository';

const defaultBrand: Brand = {
  name: 'Khela',
  logoUrl: '/art/brand/logo.svg',
  faviconUrl: '/art/brand/favicon.svg',
  colorPrimary: '#0b7a53',
  colorAccent: '#e3b04b',
};

function toBrand(value: unknown, name: string): Brand {
  const brand = (typeof value === 'object' && value !== null ? value : {}) as Partial<Brand>;
  return { ...defaultBrand, name, ...brand };
}

function pageGameOf(
  rows: { page: string; vassalage: string; gameCode: string | null }[],
  page: keyof PageGames,
): PageGames[keyof PageGames] {
  const row = rows.find((candidate) => candidate.page === page);
  return row ? { vassalage: row.vassalage, gameCode: row.gameCode } : null;
}

/** Domain names are matched lower-case and without a trailing dot or port. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

interface CacheEntry<T> {
  value: T;
  loadedAtMs: number;
}

/**
 * Resolves merchants and serves their configuration. The cache is only a cache: every
 * instance refills it from PostgreSQL, it expires after cacheTtlMs, and a configuration
 * change anywhere clears it through invalidate() (driven by LISTEN/NOTIFY).
 */
export function createMerchantService(deps: {
  repository: MerchantRepository;
  cacheTtlMs: number;
  nowMs?: () => number;
}) {
  const nowMs = deps.nowMs ?? Date.now;
  const snapshots = new Map<string, CacheEntry<MerchantSnapshot>>();
  const idsByKey = new Map<string, CacheEntry<string | undefined>>();
  const programmes = new Map<string, CacheEntry<unknown>>();
  /** Counts invalidations: a load begun before one is not kept. */
  let generation = 0;

  function isFresh(entry: CacheEntry<unknown> | undefined): boolean {
    return entry !== undefined && nowMs() - entry.loadedAtMs < deps.cacheTtlMs;
  }

  async function cachedId(key: string, load: () => Promise<string | undefined>) {
    const cached = idsByKey.get(key);
    if (cached && isFresh(cached)) return cached.value;
    const value = await load();
    idsByKey.set(key, { value, loadedAtMs: nowMs() });
    return value;
  }

  async function snapshot(merchantId: string): Promise<MerchantSnapshot> {
    const cached = snapshots.get(merchantId);
    if (cached && isFresh(cached)) return cached.value;
    const loaded = await deps.repository.loadConfiguration(merchantId, new Date(nowMs()));
    if (!loaded) throw new AppError('merchant_unknown');
    const { merchant, settings } = loaded;
    const value: MerchantSnapshot = {
      id: merchant.id,
      code: merchant.code,
      name: merchant.name,
      isSuspended: merchant.status === 'suspended',
      defaultLanguage: merchant.defaultLanguage,
      languages: merchant.languages,
      currency: isCurrencyCode(merchant.currency) ? merchant.currency : 'BDT',
      timezone: merchant.timezone,
      brand: toBrand(merchant.brand, merchant.name),
      loggedInToHome: settings?.loggedInToHome ?? false,
      popupRepeat: settings?.popupRepeat ?? 'session',
      digits: settings?.digits ?? 'latn',
      analyticsGtagId: settings?.analyticsGtagId ?? null,
      imageCdns: settings?.imageCdns ?? [],
      launchGameCdns: settings?.launchGameCdns ?? [],
      copyright: settings?.copyright ?? '',
      flags: Object.fromEntries(loaded.flags.map((flag) => [flag.code, flag.isEnabled])),
      maintenanceWindows: loaded.maintenance.map((window) => ({
        startsAt: new Date(window.startsAt),
        endsAt: window.endsAt === null ? null : new Date(window.endsAt),
      })),
      regionRules: loaded.regionRules.map((rule) => ({
        action: rule.action,
        country: rule.country,
        network: rule.network === null ? null : parseNetwork(rule.network),
      })),
      domains: loaded.domains,
      customerServices: loaded.customerServices,
      resources: loaded.resources,
      registrationFields: loaded.registrationFields.map((field) => ({
        field: field.field,
        enabled: field.isEnabled,
        required: field.isRequired,
        minLength: field.minLength,
        maxLength: field.maxLength,
        patternId: field.patternId,
        acceptedPattern: field.acceptedPattern,
      })),
      licences: loaded.licences,
      pageGames: {
        seamless: pageGameOf(loaded.pageGames, 'seamless'),
        fbsports: pageGameOf(loaded.pageGames, 'fbsports'),
      },
    };
    snapshots.set(merchantId, { value, loadedAtMs: nowMs() });
    return value;
  }

  return {
    snapshot,

    /**
     * The merchant of a request: a registered host decides; otherwise the Merchant header;
     * otherwise the platform's default merchant (the platform desk chooses it, or none, and
     * then a host nobody claims is refused). A header naming another merchant than the host's
     * is refused, so a brand's domain can never serve another brand's data.
     */
    async resolve(input: { host: string; merchantHeader: string | undefined }) {
      const host = normaliseHost(input.host);
      const byHost = await cachedId(`host:${host}`, () => deps.repository.findIdByDomain(host));
      const code = input.merchantHeader?.trim().toUpperCase();
      const byCode = code
        ? await cachedId(`code:${code}`, () => deps.repository.findIdByCode(code))
        : undefined;
      if (code && byCode === undefined) throw new AppError('merchant_unknown');
      if (byHost !== undefined && byCode !== undefined && byHost !== byCode) {
        throw new AppError('merchant_mismatch');
      }
      const merchantId =
        byHost ?? byCode ?? (await cachedId('default', () => deps.repository.findDefaultId()));
      if (merchantId === undefined) throw new AppError('merchant_unknown');
      const merchant = await snapshot(merchantId);
      if (merchant.isSuspended) throw new AppError('merchant_suspended');
      return merchant;
    },

    /**
     * A programme's configuration of the merchant's (VIP levels, missions, published promotions),
     * read by `load` and kept like the merchant's own: for cacheTtlMs, until a configuration table
     * changes. The answer is shared by every request: nobody may change it.
     */
    async programme<T>(merchantId: string, name: string, load: () => Promise<T>): Promise<T> {
      const key = `${merchantId}:${name}`;
      const cached = programmes.get(key);
      if (cached && isFresh(cached)) return cached.value as T;
      const [loadedAtMs, loadedIn] = [nowMs(), generation];
      const value = await load();
      if (loadedIn === generation) programmes.set(key, { value, loadedAtMs });
      return value;
    },

    /** Drops every cached entry; called when any instance changes configuration. */
    invalidate(): void {
      snapshots.clear();
      idsByKey.clear();
      programmes.clear();
      generation += 1;
    },
  };
}

export type MerchantService = ReturnType<typeof createMerchantService>;
