import type { ErrorCode, VendorWalletStatus } from '@khela/contracts';
import { AppError } from '../../../lib/errors';

/** What an in-house game's player is told of a vendor wallet's refusal. */
const walletRefusals: Partial<Record<VendorWalletStatus, ErrorCode>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'insufficient_balance',
  RS_ERROR_INVALID_TOKEN: 'game_session_invalid',
  RS_ERROR_TOKEN_EXPIRED: 'game_session_invalid',
  RS_ERROR_WRONG_CURRENCY: 'game_session_invalid',
  RS_ERROR_INVALID_GAME: 'game_maintenance',
  RS_ERROR_USER_DISABLED: 'account_disabled',
  RS_ERROR_DUPLICATE_TRANSACTION: 'idempotency_conflict',
};

/** The error an in-house game answers its player with when the wallet refused a call. */
export function walletRefusalError(status: VendorWalletStatus): AppError {
  return new AppError(walletRefusals[status] ?? 'game_maintenance');
}
