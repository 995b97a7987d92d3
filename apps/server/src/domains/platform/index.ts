// The platform domain's front door: merchants and the request context, system status and
// health, operators and the action log, media, the lite app. Other domains import only this.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { registerContext } from '../../plugins/context';
import { createRouteScopes } from '../../plugins/route-scopes';
import { createOpsRepository } from './desk/ops.repository';
import { registerOpsRoutes } from './desk/ops.routes';
import { createOpsService, type SignInCaptcha } from './desk/ops.service';
import { createTwoFactorRepository } from './desk/two-factor.repository';
import { registerLiteAppRoutes } from './lite-app/lite-app.routes';
import { createMediaRepository } from './media/media.repository';
import { registerMediaRoutes } from './media/media.routes';
import { createMediaService } from './media/media.service';
import { createMerchantRepository } from './merchant/merchant.repository';
import { createMerchantService } from './merchant/merchant.service';
import { createProvisioningRepository } from './provisioning/provisioning.repository';
import { registerProvisioningRoutes } from './provisioning/provisioning.routes';
import { createProvisioningService } from './provisioning/provisioning.service';
import { createSystemRepository } from './system/system.repository';
import { registerSystemRoutes } from './system/system.routes';
import { createSystemService } from './system/system.service';

export { changesOf, createDeskAccess, loggedValues } from './desk/ops.desk';
export type { DeskLog, TakenRefusal } from './desk/ops.desk';
export { requirePlatformOwner, requireRole } from './desk/ops.service';
export type { DeskMerchantRow, OpsService, SignInCaptcha } from './desk/ops.service';
export { mediaUrl } from './media/media.service';
export { setOperatorPassword } from './desk/operator-password';
export { standardFlags, standardRegistrationFields } from './provisioning/standard';
export type { MerchantService } from './merchant/merchant.service';
export type { StarterCopy, StarterPart } from './provisioning/provisioning.service';

export interface PlatformDeps {
  db: Db;
  clock: Clock;
  /** How long a merchant's configuration is served from memory (a change clears it anyway). */
  configCacheTtlMs: number;
  /** The picture captcha the back-office sign-in asks for after failures (identity's). */
  captcha: SignInCaptcha;
}

/**
 * Registers the platform first: it resolves every API request's merchant and language, which
 * every other domain reads, and signs operators in for every desk.
 */
export async function registerPlatform(app: FastifyInstance, deps: PlatformDeps) {
  const { db, clock } = deps;
  const merchants = createMerchantService({
    repository: createMerchantRepository(db),
    cacheTtlMs: deps.configCacheTtlMs,
    nowMs: () => clock.now().getTime(),
  });
  registerContext(app, merchants);

  const ops = createOpsService({
    repository: createOpsRepository(db),
    twoFactorRepository: createTwoFactorRepository(db),
    captcha: deps.captcha,
    clock,
  });
  const routes = createRouteScopes(app, { operators: ops });
  registerSystemRoutes(
    routes,
    createSystemService({ repository: createSystemRepository(db), clock }),
  );
  registerOpsRoutes(routes, ops);
  registerMediaRoutes(
    routes,
    createMediaService({
      db,
      repository: createMediaRepository(db),
      ops,
      onProblem: (message, detail) => app.log.warn(detail, message),
    }),
  );
  registerLiteAppRoutes(routes, merchants);
  const provisioning = createProvisioningService({
    db,
    repository: createProvisioningRepository(db),
    ops,
    clock,
  });
  registerProvisioningRoutes(routes, provisioning);
  return { merchants, ops, provisioning };
}

/** What the platform offers the other domains. */
export type Platform = Awaited<ReturnType<typeof registerPlatform>>;
