import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';

/** A hand-like drag to `left`: accelerating then slowing, sampled every ~16 ms. */
export function dragTrail(left: number): [number, number][] {
  const steps = 24;
  return Array.from({ length: steps + 1 }, (_, step) => {
    const progress = step / steps;
    const eased = progress < 0.5 ? 2 * progress ** 2 : 1 - (-2 * progress + 2) ** 2 / 2;
    return [Math.round(left * eased * 100) / 100, step * 16 + (step % 3)];
  });
}

/** Solves a slider puzzle the way a person would, reading where the piece belongs from the database. */
export async function passHumanCheck(app: FastifyInstance, db: Db, host: string): Promise<string> {
  const challenge = (
    await app.inject({ url: '/wps/verification/slider', headers: { host } })
  ).json().value as { id: string };
  const { targetLeft } = await db
    .selectFrom('humanChallenges')
    .select('targetLeft')
    .where('id', '=', challenge.id)
    .executeTakeFirstOrThrow();
  const response = await app.inject({
    method: 'POST',
    url: '/wps/verification/slider',
    headers: { host },
    payload: { id: challenge.id, left: targetLeft, trail: dragTrail(targetLeft) },
  });
  return (response.json().value as { ticket: string }).ticket;
}
