import type { ReferralSummary } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { friendsToNextTier, percentOf } from './referral.rules';

/** The merchant's tiers, the member's marked, and how far the next one is. */
export function ReferralTiers({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const toNext = friendsToNextTier(summary.tiers, summary.qualifiedCount);
  return (
    <section className="referral-section" aria-labelledby="referral-tiers-title">
      <div className="referral-section__head">
        <h3 id="referral-tiers-title" className="referral-section__title">
          {t('referral.tiers.title')}
        </h3>
        <span className="referral-section__note">{summary.currency}</span>
      </div>
      <table className="referral-tiers" data-testid="referral-tiers">
        <thead>
          <tr>
            <th scope="col">{t('referral.tiers.friends')}</th>
            <th scope="col">{t('referral.tiers.firstDeposit')}</th>
            <th scope="col">{t('referral.tiers.bets')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.tiers.map((tier, index) => {
            const isCurrent = index === summary.tierIndex;
            return (
              <tr
                key={tier.inviteesMin}
                className={isCurrent ? 'referral-tiers__current' : undefined}
                aria-current={isCurrent ? 'true' : undefined}
              >
                <th scope="row">
                  {t('referral.tiers.from', { count: tier.inviteesMin })}
                  {isCurrent && (
                    <span className="referral-tiers__chip">{t('referral.tiers.current')}</span>
                  )}
                </th>
                <td className="referral-amount">{formatAmount(tier.firstDepositReward)}</td>
                <td className="referral-amount">{percentOf(tier.betRate)} %</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="referral-section__hint">
        {toNext === null ? t('referral.tiers.top') : t('referral.tiers.next', { count: toNext })}
      </p>
    </section>
  );
}

/** The rules in a few lines: qualifying, bets, wagering, expiry, the check for shared devices. */
export function ReferralRules({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const { currency, turnoverMultiple: count, claimDays } = summary;
  return (
    <section className="referral-section referral-rules" aria-labelledby="referral-rules-title">
      <h3 id="referral-rules-title" className="referral-section__title">
        {t('referral.rules.title')}
      </h3>
      <ul>
        <li>
          {t('referral.rules.qualify', {
            amount: formatAmount(summary.qualifyDepositMin),
            currency,
          })}
        </li>
        <li>{t('referral.rules.bets')}</li>
        <li>
          {count > 0 ? t('referral.rules.turnover', { count }) : t('referral.rules.noTurnover')}
        </li>
        {claimDays !== null && <li>{t('referral.rules.expiry', { count: claimDays })}</li>}
        <li>{t('referral.rules.fair')}</li>
      </ul>
    </section>
  );
}
