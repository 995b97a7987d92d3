import type { WithdrawOverview } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { isZeroAmount, progressPercent } from '../wallet/amount';
import { LoadFailed } from '../wallet/LoadFailed';
import { Figure, Money, PaymentPasswordPrompt } from '../wallet/money-form';
import { PayoutAccounts } from './PayoutAccounts';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawForm } from './WithdrawForm';
import { useWithdrawOverview } from './withdraw.api';
import './withdraw.css';

/** Bets still owed before a withdrawal, with a bar of how far the player has come. */
function Turnover({ overview }: { overview: WithdrawOverview }) {
  const { t } = useTranslation();
  const { turnover, currency } = overview;
  const percent = progressPercent(turnover.wagered, turnover.required, currency);
  const isMet = isZeroAmount(turnover.remaining, currency);
  return (
    <div className="turnover" data-testid="withdraw-turnover">
      <div className="turnover__head">
        <h4>{t('withdraw.turnover')}</h4>
        <span className="turnover__percent">{percent}%</span>
      </div>
      <div
        className={isMet ? 'progress progress--done' : 'progress'}
        role="progressbar"
        aria-label={t('withdraw.turnover')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <dl className="turnover__figures">
        <div>
          <dt>{t('withdraw.turnoverRequired')}</dt>
          <dd>{formatAmount(turnover.required)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.turnoverWagered')}</dt>
          <dd>{formatAmount(turnover.wagered)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.turnoverRemaining')}</dt>
          <dd data-testid="turnover-remaining">{formatAmount(turnover.remaining)}</dd>
        </div>
      </dl>
      <p className={isMet ? 'notice notice--ok' : 'notice'}>
        <Icon name={isMet ? 'shield' : 'clock'} size={16} />
        <span>
          {isMet
            ? t('withdraw.turnoverMet')
            : t('withdraw.turnoverRule', {
                amount: formatAmount(turnover.remaining),
                currency,
              })}
        </span>
      </p>
    </div>
  );
}

/** Balance, the held amount, today's use of the limits, and the turnover. */
function WithdrawSummary({ overview }: { overview: WithdrawOverview }) {
  const { t } = useTranslation();
  const { limits, currency } = overview;
  return (
    <section className="member-page__section withdraw-summary" data-testid="withdraw-summary">
      <dl className="figures">
        <Figure label={t('money.balance')} isStrong testId="withdraw-balance">
          <Money amount={overview.balance} currency={currency} />
        </Figure>
        <Figure label={t('withdraw.held')} testId="withdraw-held">
          <Money amount={overview.held} currency={currency} />
        </Figure>
      </dl>
      <dl className="withdraw-limits">
        <div>
          <dt>{t('withdraw.limitEach')}</dt>
          <dd>
            {formatAmount(limits.min)} – {formatAmount(limits.max)}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.limitCountToday')}</dt>
          <dd>
            {t('withdraw.usedOf', {
              used: limits.usedTodayCount,
              max: limits.dailyCountMax,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.limitAmountToday')}</dt>
          <dd>
            {t('withdraw.usedOf', {
              used: formatAmount(limits.usedTodayAmount),
              max: formatAmount(limits.dailyAmountMax),
            })}
          </dd>
        </div>
      </dl>
      <Turnover overview={overview} />
    </section>
  );
}

/** withdraw (spec §2): the overview, payout accounts, the request form and past withdrawals. */
export function WithdrawPage() {
  const overview = useWithdrawOverview();
  if (!overview.data) {
    return overview.isError ? (
      <LoadFailed onRetry={() => void overview.refetch()} />
    ) : (
      <PageSkeleton />
    );
  }
  const data = overview.data;
  return (
    <div className="member-page withdraw-page" data-testid="mc-withdraw">
      {!data.hasPaymentPassword && <PaymentPasswordPrompt />}
      <WithdrawSummary overview={data} />
      <WithdrawForm overview={data} />
      <PayoutAccounts overview={data} />
      <WithdrawalList />
    </div>
  );
}
