import type {
  Envelope,
  FieldError,
  Media,
  MediaPurpose,
  Operator,
  OpsLogin,
} from '@khela/contracts';
import i18next from 'i18next';

const tokenKey = 'opsToken';
const requestTimeoutMs = 20_000;

/** Fired when the server no longer accepts the operator's session (expired or signed out). */
export const sessionEndedEvent = 'ops:session-ended';

/** Fired when the server wants the operator's authenticator set up before anything else. */
export const enrolmentDueEvent = 'ops:enrolment-due';

/** The operator's session token lives in sessionStorage, gone with the tab. */
export function opsToken(): string | null {
  return sessionStorage.getItem(tokenKey);
}

export function setOpsToken(token: string | null): void {
  if (token) sessionStorage.setItem(tokenKey, token);
  else sessionStorage.removeItem(tokenKey);
}

/** A refused back-office call: a stable code, the server's translated message, bad fields. */
export class OpsApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
    /** What the refusal tells the desk to do next (a captcha, a code, a wait). */
    readonly value: unknown = undefined,
  ) {
    super(message);
  }
}

function headers(hasBody: boolean): Record<string, string> {
  const result: Record<string, string> = { Language: i18next.language };
  const token = opsToken();
  if (token) result.Authorization = `Bearer ${token}`;
  if (hasBody) result['Content-Type'] = 'application/json';
  return result;
}

/** Turns a refused answer into an OpsApiError; an ended session also signs the desk out. */
function refusal(envelope: Envelope<unknown> | undefined): OpsApiError {
  const code = envelope?.code ?? 'network_error';
  if (code === 'unauthorized' && opsToken()) {
    setOpsToken(null);
    window.dispatchEvent(new Event(sessionEndedEvent));
  }
  if (code === 'two_factor_enrolment_required') window.dispatchEvent(new Event(enrolmentDueEvent));
  return new OpsApiError(code, envelope?.message ?? '', envelope?.fields ?? [], envelope?.value);
}

/** A path with its query string; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls /ops/api and unwraps the envelope; throws OpsApiError on any failure. */
export async function opsRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: headers(body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(requestTimeoutMs),
  }).catch(() => undefined);
  const envelope = (await response?.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (!envelope?.success) throw refusal(envelope);
  return envelope.value as T;
}

/** Fetches a protected file (a proof image) with the operator's token, as a blob. */
export async function opsBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(path, { headers: headers(false), signal });
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) return response.blob();
  const envelope = (await response.json().catch(() => undefined)) as Envelope<never> | undefined;
  throw refusal(envelope);
}

export function signIn(input: OpsLogin) {
  return opsRequest<{ token: string; operator: Operator }>('POST', '/ops/api/session', input);
}

/** A captcha picture for the sign-in (PNG as base64) and its id. */
export async function fetchCaptcha(): Promise<{ id: string; image: string }> {
  const response = await fetch('/ops/api/captcha', {
    headers: headers(false),
    signal: AbortSignal.timeout(requestTimeoutMs),
  }).catch(() => undefined);
  const envelope = (await response?.json().catch(() => undefined)) as Envelope<string> | undefined;
  const id = response?.headers.get('captcha-id');
  if (!envelope?.success || !id || envelope.value === undefined) throw refusal(envelope);
  return { id, image: envelope.value };
}

export function currentOperator() {
  return opsRequest<Operator>('GET', '/ops/api/session');
}

export function signOut() {
  return opsRequest<null>('DELETE', '/ops/api/session');
}

/** A picture upload may take this long on a slow line. */
const uploadTimeoutMs = 60_000;

/** Uploads one picture of a merchant's media (multipart field `file`); answers where it is. */
export async function uploadPicture(
  file: File,
  purpose: MediaPurpose,
  merchant: string | undefined,
): Promise<Media> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = { Language: i18next.language };
  const token = opsToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(withQuery('/ops/api/media', { purpose, merchant }), {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(uploadTimeoutMs),
  }).catch(() => undefined);
  const envelope = (await response?.json().catch(() => undefined)) as Envelope<Media> | undefined;
  if (!envelope?.success || !envelope.value) {
    throw new OpsApiError(
      envelope?.code ?? 'network_error',
      envelope?.message ?? '',
      envelope?.fields ?? [],
    );
  }
  return envelope.value;
}
