/** PostgreSQL's unique_violation: a unique index refused a row. */
const uniqueViolation = '23505';

/**
 * Whether a database failure is a unique index refusing a duplicate (of the named constraint,
 * when one is given). Repositories turn it into a named outcome; nothing else reads SQLSTATEs.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as { code?: unknown; constraint?: unknown };
  return (
    failure.code === uniqueViolation &&
    (constraint === undefined || failure.constraint === constraint)
  );
}
