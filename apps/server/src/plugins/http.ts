import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import formBody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { parseJsonBody } from '../lib/json-body';
import { registerErrorHandler } from './errors';
import { registerRouteDecorations } from './route-scopes';
import { registerSchemas } from './schemas';
import { registerSecurityHeaders } from './security-headers';

/** A route as declared: its method, address and schemas (the route-table test reads these). */
export interface DeclaredRoute {
  method: string | string[];
  url: string;
  schema: RouteOptions['schema'];
}

const bodyLimitBytes = 1024 * 1024;
/** A form post (forgot-by-email) is small. */
const formBodyLimitBytes = 16 * 1024;
/** JSON answers from this size on travel compressed. */
const compressMinBytes = 1024;
/** Brotli's level for answers compressed per request: most of the saving for little work. */
const brotliQualityApi = 4;
const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;
const paramLengthMax = 200;

/** Node rejects a request before Fastify sees it (e.g. oversized headers); answer in JSON. */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const isHeaderOverflow = error.code === 'HPE_HEADER_OVERFLOW';
  const status = isHeaderOverflow ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({
    success: false,
    code: isHeaderOverflow ? 'headers_too_large' : 'bad_request',
    message: isHeaderOverflow ? 'The request headers are too large.' : 'Bad request.',
  });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The HTTP server and the plugins every route relies on, in order: the route table, schemas
 * that check input and write answers, request ids, form bodies, compression, and the error
 * handler that turns failures into envelopes with stable codes.
 */
export async function createHttpApp(options: {
  logLevel: string;
  isLogging: boolean;
  logStream?: { write(line: string): void };
  trustProxy: boolean | string[] | number;
  isCheckingAnswers: boolean;
}): Promise<{ app: FastifyInstance; declaredRoutes: DeclaredRoute[] }> {
  const app = Fastify({
    logger: options.isLogging
      ? { level: options.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    trustProxy: options.trustProxy,
    bodyLimit: bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming)
        ? incoming
        : randomUUID();
    },
    clientErrorHandler: answerClientError,
    // One line per request (below), not fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    routerOptions: { maxParamLength: paramLengthMax },
  });
  // Every route's schemas check its input and write its answer; the table lists them all.
  const declaredRoutes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    declaredRoutes.push({ method: route.method, url: route.url, schema: route.schema });
  });
  registerSchemas(app, { isCheckingAnswers: options.isCheckingAnswers });
  registerRouteDecorations(app);
  // Request ids travel back so a player's report can be found in the logs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // One line per request: the route's pattern (never the address itself, whose query may hold
  // a token), the status and the time taken; the request id comes with the request's logger.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
  // JSON bodies are bounded in depth before they are parsed (lib/json-body.ts).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Forgot-by-email posts a form (spec §3), everything else JSON.
  await app.register(formBody, { bodyLimit: formBodyLimitBytes });
  // JSON answers of more than 1 KiB travel compressed to browsers that take it (brotli at a
  // level that costs little per answer, else gzip): a slow phone network carries about a
  // quarter of the bytes. Pages and built files compress themselves (plugins/spa.ts).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: compressMinBytes,
    customTypes: /^application\/json\b/,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQualityApi } },
  });
  await registerSecurityHeaders(app);
  registerErrorHandler(app);
  return { app, declaredRoutes };
}
