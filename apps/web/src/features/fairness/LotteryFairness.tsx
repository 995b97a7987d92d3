import { useTranslation } from 'react-i18next';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { lotteryBundles } from '../lottery/i18n';
import { CancelledDraws } from './CancelledDraws';
// The lottery's shared styles (badges, hashes) and its open-number balls, for the sheets.
import '../lottery/lottery.css';
import '../lottery/lottery-game.css';

/** The steps that fix a lottery draw before anyone can know it, in the order they happen. */
const steps = ['how0', 'how1', 'how2', 'how3'] as const;

/**
 * How the in-house lottery's draws are committed (day chains, the tickets' digest, cancelling
 * with a second operator), then every cancelled draw with what it would have drawn.
 */
export function LotteryFairness() {
  const { t } = useTranslation();
  return (
    <section
      className="fairness__lottery"
      aria-labelledby="fairness-lottery-title"
      data-testid="fair-lottery"
    >
      <h2 id="fairness-lottery-title">{t('fairness.lottery.title')}</h2>
      <p className="fairness__intro">{t('fairness.lottery.intro')}</p>
      <ol className="fairness__steps">
        {steps.map((step) => (
          <li key={step}>{t(`fairness.lottery.${step}`)}</li>
        ))}
      </ol>
      <FeatureTexts
        name="lottery"
        loaders={lotteryBundles}
        fallback={<div className="skeleton fairness__skeleton" aria-busy="true" />}
      >
        <CancelledDraws />
      </FeatureTexts>
    </section>
  );
}
