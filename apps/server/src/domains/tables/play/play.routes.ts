import {
  answerSchema,
  crashCashoutAnswerSchema,
  crashCashoutRequestSchema,
  eventStreamAnswerSchema,
  tableBetAnswerSchema,
  tableBetRequestSchema,
  tableMineAnswerSchema,
  tableMineQuerySchema,
  tableSessionSchema,
  tableSnapshotSchema,
  tableTokenQuerySchema,
} from '@khela/contracts';
import { createEventStreams } from '../../../plugins/event-stream';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { TableFeed } from './table-feed';
import type { PlayService } from './play.service';

/**
 * The auto tables' client API (/tables/api): the client runs in the site's /game frame and
 * speaks for the launch token it was opened with, as any vendor's client does.
 */
export function registerPlayRoutes(routes: RouteScopes, service: PlayService, feed: TableFeed) {
  routes.public((app) => {
    app.get(
      '/tables/api/session',
      {
        schema: {
          querystring: tableTokenQuerySchema,
          response: { 200: answerSchema(tableSessionSchema) },
        },
      },
      async (request) => ok(await service.session(request.context, request.query.token)),
    );

    app.get(
      '/tables/api/state',
      {
        schema: {
          querystring: tableTokenQuerySchema,
          response: { 200: answerSchema(tableSnapshotSchema) },
        },
      },
      async (request) => ok(await service.state(request.context, request.query.token)),
    );

    app.post(
      '/tables/api/bet',
      {
        schema: {
          body: tableBetRequestSchema,
          response: { 200: answerSchema(tableBetAnswerSchema) },
        },
      },
      async (request) => ok(await service.bet(request.context, request.body)),
    );

    app.post(
      '/tables/api/cashout',
      {
        schema: {
          body: crashCashoutRequestSchema,
          response: { 200: answerSchema(crashCashoutAnswerSchema) },
        },
      },
      async (request) => ok(await service.cashout(request.context, request.body)),
    );

    app.get(
      '/tables/api/mine',
      {
        schema: {
          querystring: tableMineQuerySchema,
          response: { 200: answerSchema(tableMineAnswerSchema) },
        },
      },
      async (request) =>
        ok(await service.mine(request.context, request.query.token, request.query.page)),
    );
  });
  registerStateStream(routes, service, feed);
}

/** The table's state as Server-Sent Events: a `state` event on every change. */
function registerStateStream(routes: RouteScopes, service: PlayService, feed: TableFeed) {
  routes.public((app) => {
    const streams = createEventStreams(app);
    app.get(
      '/tables/api/events',
      {
        schema: {
          querystring: tableTokenQuerySchema,
          response: { 200: eventStreamAnswerSchema },
        },
      },
      async (request, reply) => {
        const session = await service.sessionFor(request.context, request.query.token);
        streams.open(request, reply, (write) => feed.subscribe(session.tableId, write));
      },
    );
  });
}
