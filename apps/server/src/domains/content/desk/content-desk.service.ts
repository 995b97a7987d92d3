import type { ContentDesk } from '@khela/contracts';
import type { Clock } from '../../../lib/clock';
import { cleanRichText } from '../../../lib/rich-text';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createArticleDesk, toHelpArticle, toNotice } from './content-desk.articles';
import { createBannerDesk, toBanner } from './content-desk.banners';
import type { ContentConfigService } from './content-config.service';
import type { ContentDeskRepository } from './content-desk.repository';
import type { DeskScope } from './content-desk.shared';

/**
 * What players read, as operators edit it: banners (a checked picture of the group's shape and
 * a checked action), notices and announcements, help articles. Rich text is cleaned when saved;
 * every change is logged with its operator in the same transaction; a refusal changes nothing.
 */
export function createContentDeskService(deps: {
  repository: ContentDeskRepository;
  config: ContentConfigService;
  scope: DeskScope;
  clock: Clock;
}) {
  const { repository, scope } = deps;

  return {
    /** Everything of one merchant's content desk. */
    async desk(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
    ): Promise<ContentDesk> {
      const merchant = await scope.merchantOf(actor, code, language);
      const { config } = deps;
      const [
        languages,
        banners,
        notices,
        help,
        services,
        licences,
        resources,
        flags,
        rules,
        display,
      ] = await Promise.all([
        repository.languages(merchant.id),
        repository.banners(merchant.id),
        repository.notices(merchant.id),
        repository.helpArticles(merchant.id),
        config.customerServices(merchant),
        config.licences(merchant),
        config.resources(merchant),
        config.flags(merchant),
        config.registration(merchant),
        config.display(merchant),
      ]);
      return {
        merchant: {
          code: merchant.code,
          name: merchant.name,
          languages,
          timeZone: merchant.timeZone,
        },
        banners: banners.map(toBanner),
        notices: notices.map(toNotice),
        helpArticles: help.map(toHelpArticle),
        customerServices: services,
        licences,
        resources,
        flags,
        display,
        registration: rules,
      };
    },

    ...createBannerDesk(deps),
    ...createArticleDesk(deps),

    /** Rich text as it would be stored and shown, for the desk's preview (nothing is saved). */
    async preview(
      actor: OperatorScope,
      code: string | undefined,
      html: string,
      language: string,
    ): Promise<{ html: string }> {
      await scope.merchantOf(actor, code, language);
      return { html: cleanRichText(html) };
    },
  };
}

export type ContentDeskService = ReturnType<typeof createContentDeskService>;
