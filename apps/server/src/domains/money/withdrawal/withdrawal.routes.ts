import {
  bindPayoutAccountRequestSchema,
  depositRejectRequestSchema,
  disburseRequestSchema,
  proofImageBytesMax,
  proofImagesMax,
  resolveWithdrawalSchema,
  withdrawReceiptFieldsSchema,
  withdrawRequestSchema,
} from '@khela/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendPrivateImage } from '../../../lib/images';
import { readFieldsAndFiles, type MultipartLimits } from '../../../lib/multipart';
import { validate } from '../../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import { opsLanguage, type OperatorAuth } from '../../../plugins/operator-auth';
import { opsRoles, requireRole } from '../../platform';
import {
  withdrawalQueues,
  type WithdrawalQueue,
  type WithdrawalService,
} from './withdrawal.service';

const idParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const proofParamsSchema = idParamsSchema.extend({
  n: z.coerce.number().int().min(1).max(proofImagesMax),
});
const queueQuerySchema = z.object({
  status: z
    .enum(Object.keys(withdrawalQueues) as [WithdrawalQueue, ...WithdrawalQueue[]])
    .default('pending'),
});
/** A receipt's body: an outcome, an amount, a note and up to three proof images. */
const receiptLimits: MultipartLimits = {
  fileBytesMax: proofImageBytesMax,
  filesMax: proofImagesMax,
  fieldsMax: 8,
  fieldBytesMax: 1024,
};

/** Withdrawals for players (real accounts only) and the withdrawal desk of finance. */
export function registerWithdrawalRoutes(
  app: FastifyInstance,
  service: WithdrawalService,
  requireMember: MemberAuth,
  operatorOf: OperatorAuth,
) {
  const member = async (request: FastifyRequest) =>
    requireRealAccount(await requireMember(request));

  app.get('/wps/v2/withdraw/overview', async (request) => ({
    success: true,
    value: await service.overview(request.context, await member(request)),
  }));

  app.post('/wps/v2/withdraw/accounts', async (request) => {
    const signedIn = await member(request);
    const input = validate(bindPayoutAccountRequestSchema, request.body, request.context.language);
    return { success: true, value: await service.bindAccount(request.context, signedIn, input) };
  });

  app.get('/wps/v2/withdraw/requests', async (request) => ({
    success: true,
    value: await service.list(request.context, await member(request)),
  }));

  app.post('/wps/v2/withdraw/requests', async (request) => {
    const signedIn = await member(request);
    const input = validate(withdrawRequestSchema, request.body, request.context.language);
    return { success: true, value: await service.request(request.context, signedIn, input) };
  });

  // Proof images come as multipart/form-data; only this route reads it (the plugin's hooks
  // would otherwise run on every request).
  app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/wps/v2/withdraw/requests/:id/receipt', async (request) => {
      const signedIn = await member(request);
      const language = request.context.language;
      const { id } = validate(idParamsSchema, request.params, language);
      const { fields, files: proofs } = await readFieldsAndFiles(request, {
        limits: receiptLimits,
        fileField: 'proof',
        refusal: 'proof_image_invalid',
      });
      const input = validate(withdrawReceiptFieldsSchema, fields, language);
      return {
        success: true,
        value: await service.receipt(request.context, signedIn, id, input, proofs),
      };
    });
  });

  app.get('/wps/v2/withdraw/requests/:id/proofs/:n', async (request, reply) => {
    const signedIn = await member(request);
    const { id, n } = validate(proofParamsSchema, request.params, request.context.language);
    const image = await service.proof(id, n, {
      scope: request.context.merchant.id,
      memberId: signedIn.id,
    });
    return sendPrivateImage(reply, image);
  });

  app.get('/ops/api/withdrawals', async (request) => {
    const actor = await operatorOf(request);
    const { status } = validate(queueQuerySchema, request.query, opsLanguage(request));
    return { success: true, value: await service.queue(actor, status) };
  });

  app.get('/ops/api/withdrawals/:id/proofs/:n', async (request, reply) => {
    const actor = await operatorOf(request);
    requireRole(actor.operator, opsRoles.finance);
    const { id, n } = validate(proofParamsSchema, request.params, opsLanguage(request));
    return sendPrivateImage(reply, await service.proof(id, n, { scope: actor.scope }));
  });

  app.post('/ops/api/withdrawals/:id/approve', async (request) => {
    const actor = await operatorOf(request);
    const { id } = validate(idParamsSchema, request.params, opsLanguage(request));
    return { success: true, value: await service.approve(actor, id) };
  });

  app.post('/ops/api/withdrawals/:id/reject', async (request) => {
    const actor = await operatorOf(request);
    const { id } = validate(idParamsSchema, request.params, opsLanguage(request));
    const input = validate(depositRejectRequestSchema, request.body, opsLanguage(request));
    return { success: true, value: await service.reject(actor, id, input.reason) };
  });

  app.post('/ops/api/withdrawals/:id/disburse', async (request) => {
    const actor = await operatorOf(request);
    const { id } = validate(idParamsSchema, request.params, opsLanguage(request));
    const input = validate(disburseRequestSchema, request.body, opsLanguage(request));
    return { success: true, value: await service.disburse(actor, id, input.payoutReference) };
  });

  app.post('/ops/api/withdrawals/:id/resolve', async (request) => {
    const actor = await operatorOf(request);
    const { id } = validate(idParamsSchema, request.params, opsLanguage(request));
    const input = validate(resolveWithdrawalSchema, request.body, opsLanguage(request));
    return { success: true, value: await service.resolve(actor, id, input) };
  });
}
