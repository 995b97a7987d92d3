import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@khela/contracts';
import { AppError } from '../lib/errors';
import { translateWith } from '../lib/messages';
import { InputRefusal } from '../lib/validate';
import { opsLanguage } from './operator-auth';

/** The language for an error answer even when the request context could not be built. */
function languageForError(request: FastifyRequest): string {
  const fromContext = (request.context as { language?: string } | null)?.language;
  if (fromContext) return fromContext;
  const header = String(request.headers.language ?? '')
    .slice(0, 2)
    .toLowerCase();
  return ['bn', 'en', 'th'].includes(header) ? header : 'bn';
}

function codeForStatus(statusCode: number): ErrorCode {
  if (statusCode === 404) return 'not_found';
  if (statusCode === 405) return 'method_not_allowed';
  if (statusCode === 413) return 'payload_too_large';
  if (statusCode === 415) return 'unsupported_media_type';
  if (statusCode === 429) return 'too_many_requests';
  return 'bad_request';
}

/** The whole seconds a refusal's value says to wait (retryAfterSeconds), if it says. */
function retryAfterOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null || !('retryAfterSeconds' in value)) return;
  const seconds = value.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0
    ? seconds
    : undefined;
}

/**
 * Sends the envelope of a failure; the code is stable, the message translated. A failure about
 * one input field (`field`) names it with the same message, so the form marks it.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  statusCode: number,
  detail: Pick<Partial<AppError>, 'fields' | 'field' | 'value' | 'params'> = {},
) {
  const { field, value, params = {} } = detail;
  // A refusal that knows how long to wait says so, in words and in Retry-After.
  const waitSeconds = retryAfterOf(value);
  if (waitSeconds !== undefined) reply.header('retry-after', String(waitSeconds));
  const message =
    code === 'too_many_requests' && waitSeconds !== undefined
      ? translateWith(languageForError(request), 'too_many_requests_wait', {
          seconds: waitSeconds,
        })
      : translateWith(languageForError(request), code, params);
  const fields =
    detail.fields ?? (field === undefined ? undefined : [{ path: field, code, message }]);
  return reply.status(statusCode).send({
    success: false,
    code,
    message,
    ...(fields ? { fields } : {}),
    ...(value === undefined ? {} : { value }),
  });
}

/**
 * One place turns failures into answers: named codes for expected failures, 4xx for anything
 * the client got wrong, and for everything else a logged 500 without detail.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof InputRefusal) {
      // The back office words its refusals in the operator's language, English by default.
      const language = request.url.startsWith('/ops/api/')
        ? opsLanguage(request)
        : languageForError(request);
      return sendError(request, reply, error.code, error.statusCode, {
        fields: error.fieldsIn(language),
      });
    }
    if (error instanceof AppError) {
      return sendError(request, reply, error.code, error.statusCode, error);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, codeForStatus(statusCode), statusCode);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 'internal_error', 500);
  });
}
