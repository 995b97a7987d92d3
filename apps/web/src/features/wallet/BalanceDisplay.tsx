import { formatDecimalString } from '@khela/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { useBalance } from './wallet.api';
import './wallet.css';

const hiddenKey = 'balanceHidden';

/**
 * The header balance (spec §2): 'updating' until it is known, a click refreshes it (the figure
 * dimmed meanwhile), the eye hides or shows it (remembered in this browser). Live updates come
 * from the balance stream.
 */
export function BalanceDisplay() {
  const { t } = useTranslation();
  const balance = useBalance();
  const [isHidden, setIsHidden] = useState(() => {
    try {
      return localStorage.getItem(hiddenKey) === '1';
    } catch {
      return false;
    }
  });
  const isUpdating = balance.isFetching || !balance.data;
  function toggle() {
    const next = !isHidden;
    setIsHidden(next);
    try {
      localStorage.setItem(hiddenKey, next ? '1' : '0');
    } catch {
      // Without storage the choice lasts for this page only.
    }
  }
  const amount = balance.data ? formatDecimalString(balance.data.sumBalance) : '';
  return (
    <div className="balance" data-testid="balance">
      <button
        type="button"
        className="balance__amount"
        onClick={() => void balance.refetch()}
        aria-label={t('wallet.refresh')}
        aria-busy={isUpdating}
      >
        <Icon name="wallet" size={16} />
        {/* A refresh dims the figure it had rather than swapping in the word: nothing moves. */}
        <span
          className={balance.data ? 'balance__value' : 'balance__value balance__value--first'}
          data-testid="balance-value"
        >
          {!balance.data ? t('wallet.updating') : isHidden ? '••••••' : amount}
        </span>
        {balance.data && isUpdating && (
          <span className="visually-hidden">{t('wallet.updating')}</span>
        )}
        {balance.data && (
          <span className="balance__currency">
            {balance.data.isPlayMoney ? t('wallet.playMoney') : balance.data.currency}
          </span>
        )}
      </button>
      <button
        type="button"
        className="balance__eye"
        onClick={toggle}
        aria-label={isHidden ? t('wallet.show') : t('wallet.hide')}
        aria-pressed={isHidden}
      >
        <Icon name={isHidden ? 'eye-off' : 'eye'} size={16} />
      </button>
    </div>
  );
}
