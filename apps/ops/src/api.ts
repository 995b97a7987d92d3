import type { Envelope, Operator } from '@khela/contracts';

const tokenKey = 'opsToken';

/** The operator's session token lives in sessionStorage, gone with the tab. */
export function opsToken(): string | null {
  return sessionStorage.getItem(tokenKey);
}

export function setOpsToken(token: string | null): void {
  if (token) sessionStorage.setItem(tokenKey, token);
  else sessionStorage.removeItem(tokenKey);
}

/** A refused back-office call with its translated message. */
export class OpsApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, language: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Language: language };
  const token = opsToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => undefined);
  const envelope = (await response?.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (!envelope?.success)
    throw new OpsApiError(envelope?.code ?? 'network_error', envelope?.message ?? '');
  return envelope.value as T;
}

export function signIn(username: string, password: string, language: string) {
  return call<{ token: string; operator: Operator }>('POST', '/ops/api/session', language, {
    username,
    password,
  });
}

export function currentOperator(language: string) {
  return call<Operator>('GET', '/ops/api/session', language);
}

export function signOut(language: string) {
  return call<null>('DELETE', '/ops/api/session', language);
}

/** A deposit waiting in the finance queue. */
export interface QueuedDeposit {
  id: string;
  username: string;
  amount: string;
  currency: string;
  methodName: string;
  channelName: string;
  receivingAccount: { name: string; number: string };
  trxId: string | null;
  payingNumber: string | null;
  createdAt: string;
}

export function depositQueue(language: string) {
  return call<QueuedDeposit[]>('GET', '/ops/api/deposits?status=submitted', language);
}

export function approveDeposit(id: string, language: string) {
  return call<undefined>('POST', `/ops/api/deposits/${id}/approve`, language);
}

export function rejectDeposit(id: string, reason: string, language: string) {
  return call<undefined>('POST', `/ops/api/deposits/${id}/reject`, language, { reason });
}
