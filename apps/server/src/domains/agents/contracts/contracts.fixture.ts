import type { FastifyInstance } from 'fastify';

/** Who the contract tests call as (set by their beforeAll, so read at each call). */
export interface ContractCallers {
  app: FastifyInstance;
  host: string;
  /** An operator's session token (the merchant's admin). */
  admin: string;
  /** Members' session tokens by username. */
  tokens: Record<string, string>;
}

/** The desk (as the admin or the token given) and the agent centre (as a member by name). */
export function contractCalls(callers: () => ContractCallers) {
  return {
    ops: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as?: string) =>
      callers().app.inject({
        method,
        url,
        headers: { authorization: as ?? callers().admin, language: 'en' },
        ...(payload ? { payload } : {}),
      }),
    member: (name: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const { app, host, tokens } = callers();
      return app.inject({
        method,
        url,
        headers: { host, authorization: tokens[name] ?? '', language: 'en' },
        ...(payload ? { payload } : {}),
      });
    },
  };
}

/** Daily-salary terms of one tier at this rate, reached by any valid bet. */
export const dailyTiers = (rateBp: number) => ({
  tiers: [{ rateBp, validBet: '0', activeMembers: 0 }],
});

/** The field error's code of a refusal, or its code. */
export function errorOf(answer: { json: () => { code?: string; fields?: { code: string }[] } }) {
  const body = answer.json();
  return body.fields?.[0]?.code ?? body.code;
}
