import type {
  HouseFairnessAnswer,
  HouseHistory,
  HouseSession,
  HouseSpinAnswer,
} from '@khela/contracts';
import { minor, toWire, type CurrencyCode } from '@khela/money';
import { ApiError, apiGet, apiRequest } from '../../api/client';
import { newRequestId } from './request-id';

/** The in-house vendor's client API; every call speaks for the launch token. */
export const houseApi = {
  session: (token: string) => apiGet<HouseSession>('/house/api/session', { token }),
  history: (token: string, page: number) =>
    apiGet<HouseHistory>('/house/api/history', { token, limit: 20, page }),
  fairness: (token: string, page: number) =>
    apiGet<HouseFairnessAnswer>('/house/api/fairness', { token, page }),
  rotate: (token: string, clientSeed: string) =>
    apiRequest<HouseFairnessAnswer>('POST', '/house/api/fairness/rotate', {
      body: { token, clientSeed },
    }),
};

const spinAttempts = 3;

/**
 * One spin. A network failure is retried with the same request id, so the round is played
 * and paid once however many times it is sent.
 */
export async function spinOnce(token: string, betMinor: number): Promise<HouseSpinAnswer> {
  const requestId = newRequestId();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await apiRequest<HouseSpinAnswer>('POST', '/house/api/spin', {
        body: { token, betMinor, requestId },
      });
    } catch (error) {
      const isNetwork = error instanceof ApiError && error.code === 'network_error';
      if (!isNetwork || attempt >= spinAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Minor units as the wire's decimal string in the session's currency. */
export function minorToWire(amountMinor: number, currency: string): string {
  return toWire(minor(BigInt(amountMinor)), currency as CurrencyCode);
}
