import type { ErrorCode } from '@khela/contracts';
import { AppError } from './errors';

/** The outcome of one delivery, as the SMS and e-mail outboxes record it. */
export interface DeliveryOutcome {
  status: 'stored' | 'sent' | 'failed';
  providerRef: string | null;
  error: string | null;
}

const errorTextMax = 500;

/**
 * Sends through a provider and records the outcome either way, so every message is in its
 * outbox; a refused send becomes `failureCode` for the caller.
 */
export async function deliverAndRecord(
  send: () => Promise<{ status: 'stored' | 'sent'; providerRef: string | null }>,
  record: (outcome: DeliveryOutcome) => Promise<void>,
  failureCode: ErrorCode,
): Promise<void> {
  let outcome: DeliveryOutcome;
  try {
    outcome = { ...(await send()), error: null };
  } catch (error) {
    await record({
      status: 'failed',
      providerRef: null,
      error: String(error).slice(0, errorTextMax),
    });
    throw new AppError(failureCode);
  }
  await record(outcome);
}
