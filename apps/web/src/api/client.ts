import type { Envelope, FieldError } from '@khela/contracts';
import { currentLanguage } from '../i18n/language';
import { readSession } from '../session/session';
import { takeEarlyResponse } from './early';
import { nextTask } from '../ui/next-task';

/** A failed call: a stable code, the server's translated message, and bad fields if any. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: FieldError[];
  /** What the server attached to the failure (e.g. { captchaRequired: true }). */
  readonly value: unknown;

  constructor(
    code: string,
    message: string,
    status: number,
    fields: FieldError[] = [],
    value?: unknown,
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.value = value;
  }
}

const requestTimeoutMs = 20_000;
// Proof images (up to 15 MB) may take a while on a slow phone network.
const uploadTimeoutMs = 120_000;

/** Fired when the server refuses the stored session token. */
export const sessionEndedEvent = 'khela:session-ended';

/** Fired when the server refuses a trial account a real-account feature (in_need_true_account). */
export const realAccountNeededEvent = 'khela:real-account-needed';

/** The merchant code the server put into the page head, sent back with every call. */
export function merchantCode(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="merchant"]')?.content || undefined;
}

function headers(hasBody: boolean): Record<string, string> {
  const result: Record<string, string> = { Language: currentLanguage(), Device: 'web' };
  const merchant = merchantCode();
  if (merchant) result.Merchant = merchant;
  const { token } = readSession();
  if (token) result.Authorization = token;
  if (hasBody) result['Content-Type'] = 'application/json';
  return result;
}

/** Calls the API and unwraps the envelope; throws ApiError on any failure. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: {
    query?: Record<string, string | number | undefined>;
    body?: unknown;
    /** Sent as application/x-www-form-urlencoded instead of JSON (spec: forgot by e-mail). */
    form?: Record<string, string>;
    /** Sent as multipart/form-data; the browser writes the Content-Type with its boundary. */
    multipart?: FormData;
    headers?: Record<string, string>;
    /** Sees the raw answer, for headers such as Captcha-Id. */
    onResponse?: (response: Response) => void;
  } = {},
): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  let response: Response;
  try {
    const isForm = options.form !== undefined;
    const early =
      method === 'GET' && options.headers === undefined
        ? takeEarlyResponse(url.href, currentLanguage(), readSession().token)
        : undefined;
    // A screen mounting a dozen queries starts their requests from one commit; each fetch()
    // costs a cheap phone a millisecond or more, so each goes out in its own task.
    if (!early) await nextTask();
    response = await (early ??
      fetch(url, {
        method,
        headers: {
          ...headers(options.body !== undefined),
          ...(isForm ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...options.headers,
        },
        body: isForm
          ? new URLSearchParams(options.form).toString()
          : (options.multipart ??
            (options.body === undefined ? undefined : JSON.stringify(options.body))),
        signal: AbortSignal.timeout(options.multipart ? uploadTimeoutMs : requestTimeoutMs),
      }));
  } catch {
    throw new ApiError('network_error', '', 0);
  }
  options.onResponse?.(response);
  const envelope = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (response.status === 401 && readSession().token) {
    // The server no longer knows this session (expired, signed out elsewhere): forget it here.
    window.dispatchEvent(new Event(sessionEndedEvent));
  }
  if (envelope?.code === 'in_need_true_account') {
    window.dispatchEvent(new Event(realAccountNeededEvent));
  }
  if (!envelope || !envelope.success) {
    throw new ApiError(
      envelope?.code ?? 'network_error',
      envelope?.message ?? '',
      response.status,
      envelope?.fields ?? [],
      envelope?.value,
    );
  }
  return envelope.value as T;
}

/**
 * A private file (an image the member uploaded) as a Blob, asked for with the session's
 * headers; a refusal arrives as the usual envelope and is thrown as an ApiError.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(new URL(path, window.location.origin), {
      headers: headers(false),
      signal: signal ?? AbortSignal.timeout(requestTimeoutMs),
    });
  } catch {
    throw new ApiError('network_error', '', 0);
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) return response.blob();
  const envelope = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
  throw new ApiError(envelope?.code ?? 'network_error', envelope?.message ?? '', response.status);
}

/** POST of a multipart form (files): the answer unwrapped like any other call. */
export function apiPostForm<T>(path: string, form: FormData) {
  return apiRequest<T>('POST', path, { multipart: form });
}

/** GET shorthand used by the query hooks. */
export function apiGet<T>(path: string, query?: Record<string, string | number | undefined>) {
  return apiRequest<T>('GET', path, { query });
}
