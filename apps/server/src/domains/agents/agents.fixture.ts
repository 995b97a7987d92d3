import type { FastifyInstance } from 'fastify';
import { signInToken } from '../../../test/envelope';
import { createMember } from '../../../test/factories';
import type { Db } from '../../db/database';

/** A member of a test team: its username, account type and upline (one made before it). */
export type TeamMemberShape = [username: string, isAgent: number, upline?: string];

/**
 * Opens the members of a test team in order, each signed in (password 'secret123'): answers
 * their ids and session tokens by username.
 */
export async function openTeam(
  db: Db,
  app: FastifyInstance,
  merchant: { id: string; host: string },
  shape: TeamMemberShape[],
) {
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const [username, isAgent, upline] of shape) {
    const member = await createMember(db, merchant.id, {
      username,
      password: 'secret123',
      isAgent,
      uplineId: upline ? ids[upline] : undefined,
    });
    ids[username] = member.id;
    tokens[username] = await signInToken(app, merchant.host, username, 'secret123');
  }
  return { ids, tokens };
}
