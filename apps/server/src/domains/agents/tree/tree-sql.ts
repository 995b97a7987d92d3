import { sql, type RawBuilder } from 'kysely';

/**
 * SQL of how many members are in a member's team now (0 for one with no team): the size the
 * tree's trigger keeps in agent_team_sizes, read by key instead of counting the team's rows.
 */
export function teamSizeOf(memberId: RawBuilder<unknown>) {
  return sql<number>`coalesce((SELECT s.team_size FROM agent_team_sizes s
                                WHERE s.member_id = ${memberId}), 0)`;
}

/** SQL of a LIKE pattern: what starts with `prefix`, its own % and _ taken literally. */
export function likePrefix(prefix: string) {
  return sql<string>`replace(replace(replace(${prefix}::text, '\\', '\\\\'), '%', '\\%'),
    '_', '\\_') || '%'`;
}
