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

/** What a function of ours raised with its own SQLSTATE: the message and detail it set. */
export interface RaisedRefusal {
  message: string;
  detail: string | undefined;
}

/**
 * The refusal a SQL function raised with `RAISE EXCEPTION … USING ERRCODE = sqlState` (a
 * vendor status, a lottery refusal), or undefined when the failure is anything else.
 */
export function raisedRefusal(error: unknown, sqlState: string): RaisedRefusal | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, detail } = error as {
    code?: unknown;
    message?: unknown;
    detail?: unknown;
  };
  if (code !== sqlState || typeof message !== 'string') return undefined;
  return { message, detail: typeof detail === 'string' ? detail : undefined };
}

/** Whether a failure is one a SQL function of ours raised with this SQLSTATE. */
export function isRaised(error: unknown, sqlState: string): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === sqlState
  );
}
