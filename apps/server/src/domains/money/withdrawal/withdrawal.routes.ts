import multipart from '@fastify/multipart';
import {
  answerSchema,
  bindPayoutAccountRequestSchema,
  fileAnswerSchema,
  idParamsSchema,
  noInputSchema,
  payoutAccountSchema,
  proofImageBytesMax,
  proofImagesMax,
  withdrawalProofParamsSchema,
  withdrawalSchema,
  withdrawOverviewSchema,
  withdrawReceiptFieldsSchema,
  withdrawRequestSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { sendPrivateImage } from '../../../lib/images';
import { readFieldsAndFiles, type MultipartLimits } from '../../../lib/multipart';
import { validate } from '../../../lib/validate';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { WithdrawalService } from './withdrawal.service';

/** A receipt's body: an outcome, an amount, a note and up to three proof images. */
const receiptLimits: MultipartLimits = {
  fileBytesMax: proofImageBytesMax,
  filesMax: proofImagesMax,
  fieldsMax: 8,
  fieldBytesMax: 1024,
};

/** Withdrawals of players (real accounts only): payout accounts, requests, receipts, proofs. */
export function registerWithdrawalRoutes(routes: RouteScopes, service: WithdrawalService) {
  routes.realMember((app) => {
    app.get(
      '/wps/v2/withdraw/overview',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(withdrawOverviewSchema) },
        },
      },
      async (request) => ok(await service.overview(request.context, request.member)),
    );

    app.post(
      '/wps/v2/withdraw/accounts',
      {
        schema: {
          body: bindPayoutAccountRequestSchema,
          response: { 200: answerSchema(payoutAccountSchema) },
        },
      },
      async (request) =>
        ok(await service.bindAccount(request.context, request.member, request.body)),
    );

    app.get(
      '/wps/v2/withdraw/requests',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(withdrawalSchema)) },
        },
      },
      async (request) => ok(await service.list(request.context, request.member)),
    );

    app.post(
      '/wps/v2/withdraw/requests',
      {
        schema: { body: withdrawRequestSchema, response: { 200: answerSchema(withdrawalSchema) } },
      },
      async (request) => ok(await service.request(request.context, request.member, request.body)),
    );

    app.get(
      '/wps/v2/withdraw/requests/:id/proofs/:n',
      { schema: { params: withdrawalProofParamsSchema, response: { 200: fileAnswerSchema } } },
      async (request, reply) => {
        const { id, n } = request.params;
        const image = await service.proof(id, n, {
          scope: request.context.merchant.id,
          memberId: request.member.id,
        });
        return sendPrivateImage(reply, image);
      },
    );
  });

  // Proof images come as multipart/form-data; only this route reads it (the plugin's hooks
  // would otherwise run on every request). Its fields are checked once read from the parts,
  // so the route declares no body.
  routes.realMember(async (app) => {
    await app.register(multipart);
    app.post(
      '/wps/v2/withdraw/requests/:id/receipt',
      { schema: { params: idParamsSchema, response: { 200: answerSchema(withdrawalSchema) } } },
      async (request) => {
        const { fields, files: proofs } = await readFieldsAndFiles(request, {
          limits: receiptLimits,
          fileField: 'proof',
          refusal: 'proof_image_invalid',
        });
        const input = validate(withdrawReceiptFieldsSchema, fields, request.context.language);
        const { context, member, params } = request;
        return ok(await service.receipt(context, member, params.id, input, proofs));
      },
    );
  });
}
