import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TableSnapshot } from '@khela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  app,
  at,
  bet,
  currentRound,
  engine,
  feed,
  host,
  onlyTable,
  players,
  setUpTables,
  tearDownTables,
} from '../tables.fixture';

// The table's state stream: the state at once, then again on each change every server hears
// of (NOTIFY khela_tables, which server.ts hands to the feed; here the test hands it).

let punter: { id: string; token: string };
let base: string;

beforeAll(async () => {
  await setUpTables();
  await onlyTable('auto-sic-bo');
  [punter] = (await players('sse', 1, 'auto-sic-bo')) as [typeof punter];
  await engine.run();
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(tearDownTables);

/** Opens the stream; answers the states it hears and how to stop. */
function openStream(token: string) {
  const states: TableSnapshot[] = [];
  let request: http.ClientRequest | undefined;
  const opened = new Promise<number>((resolve, reject) => {
    request = http.get(
      `${base}/tables/api/events?token=${token}`,
      { headers: { host, language: 'en' } },
      (response) => {
        resolve(response.statusCode ?? 0);
        let buffered = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffered += chunk;
          for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
            const event = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const data = event.split('\n').find((line) => line.startsWith('data: '));
            if (event.startsWith('event: state') && data)
              states.push(JSON.parse(data.slice(6)) as TableSnapshot);
          }
        });
      },
    );
    request.on('error', reject);
  });
  return { states, opened, close: () => request?.destroy() };
}

async function until(check: () => boolean) {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 5_000) throw new Error('nothing came');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the state stream of a table', () => {
  it('sends the state at once and again after a change, the same to every player', async () => {
    const first = openStream(punter.token);
    const second = openStream(punter.token);
    expect(await first.opened).toBe(200);
    await until(() => first.states.length > 0 && second.states.length > 0);
    const round = await currentRound('auto-sic-bo');
    expect(first.states[0]?.round?.id).toBe(round.id);
    expect(first.states[0]?.round?.totals).toEqual([]);

    at(round.opensAt, 1_000);
    expect(
      (await bet(punter.token, round.id, [{ area: 'big', stake: '40.00' }])).body.success,
    ).toBe(true);
    feed.publish(round.tableId);
    const staked = (states: TableSnapshot[]) => states.at(-1)?.round?.totals.length === 1;
    await until(() => staked(first.states) && staked(second.states));
    expect(first.states.at(-1)?.round?.totals).toEqual([
      { area: 'big', stake: '40.00', players: 1 },
    ]);
    expect(second.states.at(-1)).toEqual(first.states.at(-1));
    first.close();
    second.close();
  });

  it('refuses a stream without a valid launch', async () => {
    const stream = openStream('y'.repeat(40));
    expect(await stream.opened).toBe(401);
    stream.close();
  });
});
