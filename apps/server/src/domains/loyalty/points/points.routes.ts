import {
  answerSchema,
  convertPointsAnswerSchema,
  convertPointsRequestSchema,
  noInputSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointRewardSchema,
  pointsRecordListSchema,
  pointsRecordQuerySchema,
  redeemRequestSchema,
  redemptionListQuerySchema,
  redemptionListSchema,
  redemptionSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { PointsService } from './points.service';

/** The site's Points calls (spec §7), for real members: reads, redeeming and converting. */
export function registerPointsRoutes(routes: RouteScopes, service: PointsService) {
  routes.realMember((app) => {
    const reads = { querystring: noInputSchema };
    app.get(
      '/wps/relay/MCS2_getPointConfig',
      { schema: { ...reads, response: { 200: answerSchema(pointConfigSchema) } } },
      async (request) => ok(await service.config(request.context)),
    );
    app.get(
      '/wps/relay/MCS2_getPointBalance',
      { schema: { ...reads, response: { 200: answerSchema(pointBalanceSchema) } } },
      async (request) => ok(await service.balance(request.context, request.member)),
    );
    app.get(
      '/wps/relay/MCS2_getPointReward',
      { schema: { ...reads, response: { 200: answerSchema(z.array(pointRewardSchema)) } } },
      async (request) => ok(await service.rewards(request.context, request.member)),
    );
    app.get(
      '/wps/relay/MCS2_getRedeemPointList',
      {
        schema: {
          querystring: redemptionListQuerySchema,
          response: { 200: answerSchema(redemptionListSchema) },
        },
      },
      async (request) =>
        ok(await service.redemptions(request.context, request.member, request.query)),
    );
    app.get(
      '/wps/relay/ODSFE2_MemTransDet',
      {
        schema: {
          querystring: pointsRecordQuerySchema,
          response: { 200: answerSchema(pointsRecordListSchema) },
        },
      },
      async (request) => ok(await service.record(request.context, request.member, request.query)),
    );
    app.post(
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      { schema: { body: redeemRequestSchema, response: { 200: answerSchema(redemptionSchema) } } },
      async (request) => ok(await service.redeem(request.context, request.member, request.body)),
    );
    app.post(
      '/wps/relay/passwordCheck/MCS2_convertPoint',
      {
        schema: {
          body: convertPointsRequestSchema,
          response: { 200: answerSchema(convertPointsAnswerSchema) },
        },
      },
      async (request) => ok(await service.convert(request.context, request.member, request.body)),
    );
  });
}
