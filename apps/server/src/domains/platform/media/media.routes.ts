import multipart from '@fastify/multipart';
import {
  answerSchema,
  fileAnswerSchema,
  mediaBytesMax,
  mediaFileNamePattern,
  mediaFileParamsSchema,
  mediaSchema,
  mediaUploadQuerySchema,
  noBodySchema,
} from '@khela/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { MediaService } from './media.service';

/** A year: the address changes with the content, so a cached picture is never stale. */
const cacheSeconds = 365 * 24 * 60 * 60;
/** A day: how long the picture itself stands in for a version that could not be made. */
const fallbackCacheSeconds = 24 * 60 * 60;

/** The one file of an upload; anything too big, too many, misnamed or malformed is none. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) return null;
  const files: Buffer[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: mediaBytesMax, files: 2, fields: 4 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file') return null;
      const bytes = await part.toBuffer();
      if (part.file.truncated) return null;
      files.push(bytes);
    }
  } catch {
    return null;
  }
  return files.length === 1 ? (files[0] ?? null) : null;
}

/** Uploads in the back office, and the pictures themselves for every page. */
export function registerMediaRoutes(routes: RouteScopes, service: MediaService) {
  routes.operator(async (app) => {
    await app.register(multipart);
    app.post(
      '/ops/api/media',
      {
        schema: {
          querystring: mediaUploadQuerySchema,
          response: { 200: answerSchema(mediaSchema) },
        },
      },
      async (request) => {
        const bytes = await uploadedFile(request);
        return ok(
          await service.upload(request.actor, { ...request.query, bytes }, opsLanguage(request)),
        );
      },
    );
  });

  routes.operator((app) => {
    app.get(
      '/ops/api/media',
      {
        schema: {
          querystring: mediaUploadQuerySchema,
          response: { 200: answerSchema(z.array(mediaSchema)) },
        },
      },
      async (request) => ok(await service.list(request.actor, request.query, opsLanguage(request))),
    );
  });

  routes.public((app) => {
    app.get(
      '/media/:name',
      {
        schema: {
          params: mediaFileParamsSchema,
          response: { 200: fileAnswerSchema, 304: noBodySchema },
        },
      },
      async (request, reply) => {
        // A picture (id, hash, extension) or its narrower version (id, hash, width).
        const [, id = '', hash = '', extension = '', width] =
          mediaFileNamePattern.exec(request.params.name) ?? [];
        if (!id) throw new AppError('not_found');
        const answer =
          width === undefined
            ? await service.file(id, hash, extension)
            : await service.variant(id, hash, Number(width));
        if (!answer) throw new AppError('not_found');
        if (answer.kind === 'original') {
          // Not for good: a version that could not be made may be tried again after a restart.
          return reply
            .header('cache-control', `public, max-age=${fallbackCacheSeconds}`)
            .redirect(answer.url, 302);
        }
        if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
        return reply
          .header('content-type', answer.contentType)
          .header('cache-control', `public, max-age=${cacheSeconds}, immutable`)
          .header('etag', answer.etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(answer.bytes);
      },
    );
  });
}
