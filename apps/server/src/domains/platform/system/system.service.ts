import type {
  DomainRoute,
  HelpCenterValue,
  PermissionValue,
  SystemStatusValue,
} from '@khela/contracts';
import type { Clock } from '../../../lib/clock';
import type { MerchantSnapshot, RequestContext } from '../../../plugins/context';
import { countryOf, isRegionBlocked } from './region';
import type { SystemRepository } from './system.repository';

/** The maintenance window in force now, if any. */
function activeMaintenance(merchant: MerchantSnapshot, now: Date) {
  return merchant.maintenanceWindows.find(
    (window) => window.startsAt <= now && (window.endsAt === null || window.endsAt > now),
  );
}

/** System status, site configuration and help centre (spec §7 system calls). */
export function createSystemService(deps: { repository: SystemRepository; clock: Clock }) {
  function evaluate(context: RequestContext) {
    const country = countryOf(context.ip);
    const isBlocked = isRegionBlocked(context.merchant, context.ip, country);
    const maintenance = activeMaintenance(context.merchant, deps.clock.now());
    return { country, isBlocked, maintenance };
  }

  return {
    /** Ready to serve: the database answers. */
    isDatabaseReady: deps.repository.isReachable,

    /** 2 when the region is blocked (that comes first: blocked visitors learn nothing more). */
    status(context: RequestContext): SystemStatusValue {
      const { isBlocked, maintenance } = evaluate(context);
      const maintenanceEnd = maintenance?.endsAt?.toISOString() ?? null;
      if (isBlocked) return { status: 2, maintenanceEnd: null, ip: context.ip };
      if (maintenance) return { status: 1, maintenanceEnd, ip: context.ip };
      return { status: 0, maintenanceEnd: null, ip: context.ip };
    },

    permission(context: RequestContext): PermissionValue {
      const { merchant, language } = context;
      const { country, isBlocked, maintenance } = evaluate(context);
      const licences = merchant.licences.filter((licence) => licence.language === language);
      return {
        info: {
          merchantCode: merchant.code,
          brand: merchant.brand,
          languages: merchant.languages,
          defaultLanguage: merchant.defaultLanguage,
          currency: merchant.currency,
          timezone: merchant.timezone,
          loggedInToHome: merchant.loggedInToHome,
          popupRepeat: merchant.popupRepeat,
          digits: merchant.digits,
          whitelabel: merchant.flags,
          register: merchant.registrationFields,
          resources: merchant.resources,
          customerService: merchant.customerServices,
          analytics: { gtagId: merchant.analyticsGtagId },
          domainRoute: merchant.domains.map(({ domain, device }) => ({
            domainName: domain,
            device,
          })),
          imageCDNs: merchant.imageCdns,
          launchGameCDNs: merchant.launchGameCdns,
          pageGames: merchant.pageGames,
          licences: licences.map(({ jurisdiction, body }) => ({ jurisdiction, body })),
          copyright: merchant.copyright,
        },
        location: { ip: context.ip, country },
        maintenance: maintenance !== undefined,
        maintenanceEnd: maintenance?.endsAt?.toISOString() ?? null,
        regionRestriction: isBlocked,
      };
    },

    whitelabel(context: RequestContext): Record<string, boolean> {
      return context.merchant.flags;
    },

    domainRoute(context: RequestContext, device: number): DomainRoute[] {
      return context.merchant.domains
        .filter((domain) => domain.device === device)
        .map(({ domain, device: kind }) => ({ domainName: domain, device: kind }));
    },

    async helpCenter(context: RequestContext): Promise<HelpCenterValue> {
      const articles = await deps.repository.helpArticles(context.merchant.id, context.language);
      const byCategory = new Map<string, typeof articles>();
      for (const article of articles) {
        const list = byCategory.get(article.category) ?? [];
        list.push(article);
        byCategory.set(article.category, list);
      }
      return {
        categories: [...byCategory].map(([category, list]) => ({ category, articles: list })),
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
