import {
  answerSchema,
  eventDetailSchema,
  eventListQuerySchema,
  eventListSchema,
  eventStreamAnswerSchema,
  idParamsSchema,
  noInputSchema,
  resultsQuerySchema,
  resultsSchema,
  sportsbookBooks,
  sportsbookRulesSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { createEventStreams } from '../../../plugins/event-stream';
import { ok, sendAnswerText, type RouteScopes } from '../../../plugins/route-scopes';
import type { BookService } from './book.service';
import { bookTopic, eventTopic, type SportsStream } from './sports-stream';

const streamQuerySchema = z.object({
  book: z.enum(sportsbookBooks),
  event: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

/**
 * The book as everyone reads it (/sportsbook/api): events, markets and results, their changes
 * live.
 */
export function registerBookRoutes(
  routes: RouteScopes,
  services: { book: BookService; stream: SportsStream },
) {
  const { book, stream } = services;
  routes.public((app) => {
    app.get(
      '/sportsbook/api/events',
      {
        schema: {
          querystring: eventListQuerySchema,
          response: { 200: answerSchema(eventListSchema) },
        },
      },
      async (request, reply) =>
        sendAnswerText(reply, await book.listAnswer(request.context, request.query)),
    );
    app.get(
      '/sportsbook/api/events/:id',
      { schema: { params: idParamsSchema, response: { 200: answerSchema(eventDetailSchema) } } },
      async (request) => ok(await book.detail(request.context, request.params.id)),
    );
    app.get(
      '/sportsbook/api/results',
      {
        schema: { querystring: resultsQuerySchema, response: { 200: answerSchema(resultsSchema) } },
      },
      async (request) => ok(await book.results(request.context, request.query)),
    );
    app.get(
      '/sportsbook/api/rules',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(sportsbookRulesSchema) },
        },
      },
      async (request) => ok(await book.rules(request.context)),
    );
    const streams = createEventStreams(app);
    app.get(
      '/sportsbook/api/stream',
      { schema: { querystring: streamQuerySchema, response: { 200: eventStreamAnswerSchema } } },
      async (request, reply) => {
        const merchantId = request.context.merchant.id;
        const { event } = request.query;
        const topic = event
          ? eventTopic(merchantId, event)
          : bookTopic(merchantId, request.query.book);
        streams.open(request, reply, (write) => stream.subscribe(topic, write));
      },
    );
  });
}
