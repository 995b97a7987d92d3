import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { formatAmount } from '../../ui/format';
import { errorText } from '../account/form-helpers';
import { isLotteryRefusal } from './bet-request';

const amountParams = new Set(['min', 'max', 'limit']);

/**
 * A refused bet or cancel in the reader's words, saying what to do next: the lottery's own
 * texts, the site's for wallet codes, the server's message for the stake limit (it words the
 * amount still allowed, which the answer carries in no other field) and anything else.
 */
export function useBetErrorText() {
  const { t, i18n } = useTranslation();
  return (failure: unknown): string => {
    if (failure instanceof ApiError) {
      if (failure.code === 'lottery_period_stake_limit') {
        return failure.message || t('lottery.errors.lottery_period_stake_limit');
      }
      if (isLotteryRefusal(failure.code)) return t(`lottery.errors.${failure.code}`);
      if (failure.code === 'network_error') return t('lottery.errors.network');
      if (i18n.exists(`errors.${failure.code}`)) return t(`errors.${failure.code}`);
    }
    return errorText(failure, t);
  };
}

/** The stake field's refusal (validation_failed on 'stake'), amounts formatted as money. */
export function useStakeFieldError() {
  const { t, i18n } = useTranslation();
  return (failure: unknown): string | null => {
    if (!(failure instanceof ApiError)) return null;
    const field = failure.fields.find((item) => item.path === 'stake');
    if (!field) return null;
    const params = Object.fromEntries(
      Object.entries(field.params ?? {}).map(([key, value]) => [
        key,
        amountParams.has(key) && typeof value === 'string' ? formatAmount(value) : value,
      ]),
    );
    return i18n.exists(field.code) ? t(field.code, params) : field.message;
  };
}
