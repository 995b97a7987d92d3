// The content domain's front door: banners, notices, help, customer service and the rest of a
// merchant's site content and configuration (its desk), feedback, and the members' inbox.
// Other domains import only this.
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { RateLimiter } from '../../plugins/rate-limiter';
import type { OpsService } from '../platform';
import { createContentConfigService } from './desk/content-config.service';
import { createContentDeskRepository } from './desk/content-desk.repository';
import { registerContentDeskRoutes } from './desk/content-desk.routes';
import { createContentDeskService } from './desk/content-desk.service';
import { createDeskScope } from './desk/content-desk.shared';
import { createFeedbackRepository } from './feedback/feedback.repository';
import { registerFeedbackRoutes } from './feedback/feedback.routes';
import { registerFeedbackDeskRoutes } from './desk/feedback-desk.routes';
import { createFeedbackService } from './feedback/feedback.service';
import { createMessageRepository } from './message/message.repository';
import { registerMessageRoutes } from './message/message.routes';
import { createMessageService } from './message/message.service';
import { createContentRepository } from './site/content.repository';
import { registerContentRoutes } from './site/content.routes';
import { createContentService } from './site/content.service';

export { copyContentStarter } from './desk/content-starter';
export type { MessageKind, MessageParam } from './message/message.repository';
export type { MessageService } from './message/message.service';

export interface ContentDeps {
  db: Db;
  clock: Clock;
  ops: OpsService;
  /** The audiences its routes are declared in (public, member, real member, operator). */
  routes: RouteScopes;
  limiter: RateLimiter;
  /** Told of each message sent, so the member's open pages show it at once. */
  onMessageSent: (merchantId: string, memberId: string, isInTransaction: boolean) => void;
}

/** Registers content's routes; answers the inbox other domains write to. */
export function registerContent(deps: ContentDeps) {
  const { db, clock, ops, routes } = deps;
  registerContentRoutes(
    routes,
    createContentService({ repository: createContentRepository(db), clock }),
  );
  const messages = createMessageService({
    repository: createMessageRepository(db),
    clock,
    onSent: deps.onMessageSent,
  });
  registerMessageRoutes(routes, messages);
  const feedback = createFeedbackService({
    repository: createFeedbackRepository(db),
    limiter: deps.limiter,
    ops,
  });
  registerFeedbackRoutes(routes, feedback);
  registerFeedbackDeskRoutes(routes, feedback);
  const deskRepository = createContentDeskRepository(db);
  const scope = createDeskScope({ db, ops });
  const config = createContentConfigService({ repository: deskRepository, scope });
  registerContentDeskRoutes(
    routes,
    createContentDeskService({ repository: deskRepository, config, scope, clock }),
    config,
  );
  return { messages };
}

/** What content offers the other domains. */
export type Content = ReturnType<typeof registerContent>;
