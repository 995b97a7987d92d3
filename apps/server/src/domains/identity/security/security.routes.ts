import {
  answerSchema,
  bindEmailCodeRequestSchema,
  bindEmailRequestSchema,
  bindMobileCodeRequestSchema,
  bindMobileRequestSchema,
  doneAnswerSchema,
  emailCodeValueSchema,
  encryptedBodySchema,
  paymentPasswordRequestSchema,
  smsCodeValueSchema,
} from '@khela/contracts';
import { encryptedRoute, type Envelope } from '../../../plugins/envelope';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { SecurityService } from './security.service';

const encryptedDone = {
  ...encryptedRoute,
  schema: { body: encryptedBodySchema, response: { 200: doneAnswerSchema } },
};

/** My account: binding a number or an address, and the payment password (real accounts). */
export function registerSecurityRoutes(
  routes: RouteScopes,
  service: SecurityService,
  envelope: Envelope,
) {
  routes.realMember((app) => {
    app.post(
      '/wps/member/bind/mobile/code',
      {
        schema: {
          body: bindMobileCodeRequestSchema,
          response: { 200: answerSchema(smsCodeValueSchema) },
        },
      },
      async (request) => {
        const { countryDialingCode, mobileNum } = request.body;
        return ok(
          await service.requestMobileCode(
            request.context,
            request.member,
            countryDialingCode,
            mobileNum,
          ),
        );
      },
    );

    app.put('/wps/member/bind/mobile', encryptedDone, async (request) => {
      const input = envelope.read(request, bindMobileRequestSchema);
      await service.bindMobile(request.context, request.member, input);
      return done;
    });

    app.post(
      '/wps/member/bind/email/code',
      {
        schema: {
          body: bindEmailCodeRequestSchema,
          response: { 200: answerSchema(emailCodeValueSchema) },
        },
      },
      async (request) =>
        ok(await service.requestEmailCode(request.context, request.member, request.body.email)),
    );

    app.put('/wps/member/bind/email', encryptedDone, async (request) => {
      const input = envelope.read(request, bindEmailRequestSchema);
      await service.bindEmail(request.context, request.member, input);
      return done;
    });

    app.put('/wps/member/paymentPassword', encryptedDone, async (request) => {
      const input = envelope.read(request, paymentPasswordRequestSchema);
      await service.setPaymentPassword(request.context, request.member, input);
      return done;
    });
  });
}
