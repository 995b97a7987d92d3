import type { LotteryResult } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { useLotteryTexts } from './lottery-texts';
import { OpenNumber } from './OpenNumber';
import { elottOutcome } from './verify';

/**
 * A drawn sheet laid out by tier: the special prize (ĐB) first, then G1 … G8 — 27 numbers in
 * the north, 18 in the south; an elott result as its open number with what it means.
 */
export function ResultSheet({
  sheetFormat,
  prizes,
  testId = 'lottery-sheet',
}: {
  sheetFormat: LotteryResult['sheetFormat'];
  prizes: NonNullable<LotteryResult['prizes']>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { tierName } = useLotteryTexts();
  if (sheetFormat === 'elott-5') {
    const number = prizes[0]?.numbers[0] ?? '';
    const outcome = elottOutcome(number);
    return (
      <div className="elott-sheet" data-testid={testId}>
        <OpenNumber number={number} />
        <p className="elott-sheet__facts">
          <span>{t('lottery.result.sum', { sum: outcome.sum })}</span>
          <span className="lottery-badge">{t(`lottery.choice.${outcome.size}`)}</span>
          <span className="lottery-badge">{t(`lottery.choice.${outcome.parity}`)}</span>
        </p>
      </div>
    );
  }
  return (
    <table className="vn-sheet" data-testid={testId} data-format={sheetFormat}>
      <caption className="visually-hidden">{t('lottery.result.sheet')}</caption>
      <tbody>
        {prizes.map((tier) => (
          <tr key={tier.tier} className={`vn-sheet__tier vn-sheet__tier--${tier.tier}`}>
            <th scope="row">{tierName(tier.tier)}</th>
            <td>
              <ul className="vn-sheet__numbers">
                {tier.numbers.map((number, index) => (
                  <li key={index} className="vn-sheet__number tabular">
                    {number}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
