import {
  answerSchema,
  contractDecisionRequestSchema,
  contractKindQuerySchema,
  contractOfferAnswerSchema,
  contractOfferRequestSchema,
  contractRequestDecisionSchema,
  doneAnswerSchema,
  downlineContractsQuerySchema,
  downlineContractsSchema,
  enabledContractKindsSchema,
  idParamsSchema,
  myContractsSchema,
  noInputSchema,
  statementsQuerySchema,
  statementsSchema,
  type ContractKind,
} from '@khela/contracts';
import { done, ok, type Routes, type RouteScopes } from '../../../plugins/route-scopes';
import type { ContractsService } from './contracts.service';
import type { StatementsService } from './statements.service';

/** The Home calls of spec §7 that answer the member's waiting request of each kind. */
const requestCalls: Record<string, ContractKind> = {
  MCS2_processDividendReq: 'dividend',
  MCS2_processDailySalContract: 'daily_salary',
  MCS2_processContractHourSalary: 'hourly_salary',
  MCSFE_processRealTimeSalaryContract: 'realtime_salary',
};

/** Contracts in the agent centre (real agent accounts; every id is checked to be the caller's). */
export function registerContractsRoutes(
  routes: RouteScopes,
  service: ContractsService,
  statements: StatementsService,
) {
  // What the agent programme pays, for /join: the kinds the merchant runs, to anyone.
  routes.public((app) => {
    app.get(
      '/wps/agent/programme',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(enabledContractKindsSchema) },
        },
      },
      async (request) => ok(await service.programme(request.context)),
    );
  });
  routes.realMember((app) => declareReadRoutes(app, service, statements));
  routes.realMember((app) => declareStepRoutes(app, service));
}

/** My contracts, my downlines' and my statements. */
function declareReadRoutes(app: Routes, service: ContractsService, statements: StatementsService) {
  app.get(
    '/wps/agent/contracts/enabled',
    {
      schema: {
        querystring: noInputSchema,
        response: { 200: answerSchema(enabledContractKindsSchema) },
      },
    },
    async (request) => ok(await service.enabledKinds(request.context, request.member)),
  );

  app.get(
    '/wps/agent/contracts',
    {
      schema: {
        querystring: contractKindQuerySchema,
        response: { 200: answerSchema(myContractsSchema) },
      },
    },
    async (request) => ok(await service.mine(request.context, request.member, request.query.kind)),
  );

  app.get(
    '/wps/agent/contracts/downlines',
    {
      schema: {
        querystring: downlineContractsQuerySchema,
        response: { 200: answerSchema(downlineContractsSchema) },
      },
    },
    async (request) => {
      const { context, member, query } = request;
      return ok(await service.downlines(context, member, query.kind, query.page));
    },
  );

  app.get(
    '/wps/agent/contracts/statements',
    {
      schema: {
        querystring: statementsQuerySchema,
        response: { 200: answerSchema(statementsSchema) },
      },
    },
    async (request) => {
      const { context, member, query } = request;
      return ok(await statements.mine(context, member, query.kind, query.page));
    },
  );
}

/** A contract's steps: offers, withdrawals, termination requests and the holder's answers. */
function declareStepRoutes(app: Routes, service: ContractsService) {
  app.post(
    '/wps/agent/contracts/offers',
    {
      schema: {
        body: contractOfferRequestSchema,
        response: { 200: answerSchema(contractOfferAnswerSchema) },
      },
    },
    async (request) => ok(await service.offer(request.context, request.member, request.body)),
  );

  app.post(
    '/wps/agent/contracts/:id/withdraw',
    {
      schema: {
        params: idParamsSchema,
        body: noInputSchema,
        response: { 200: doneAnswerSchema },
      },
    },
    async (request) => {
      await service.withdraw(request.context, request.member, request.params.id);
      return done;
    },
  );

  app.post(
    '/wps/agent/contracts/:id/termination',
    {
      schema: {
        params: idParamsSchema,
        body: noInputSchema,
        response: { 200: doneAnswerSchema },
      },
    },
    async (request) => {
      await service.requestTermination(request.context, request.member, request.params.id);
      return done;
    },
  );

  app.post(
    '/wps/agent/contracts/:id/decision',
    {
      schema: {
        params: idParamsSchema,
        body: contractDecisionRequestSchema,
        response: { 200: doneAnswerSchema },
      },
    },
    async (request) => {
      const { context, member, params, body } = request;
      await service.decide(context, member, params.id, body.isAccepted);
      return done;
    },
  );

  for (const [call, kind] of Object.entries(requestCalls)) {
    app.post(
      `/wps/relay/${call}`,
      { schema: { body: contractRequestDecisionSchema, response: { 200: doneAnswerSchema } } },
      async (request) => {
        const { context, member, body } = request;
        await service.decideRequest(context, member, kind, body);
        return done;
      },
    );
  }
}
