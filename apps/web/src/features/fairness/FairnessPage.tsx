import { hashServerSeed, playProvablyFairRound, slotGames } from '@khela/games';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFeatureBundle } from '../../i18n/feature-bundle';
import { formatAmount } from '../../ui/format';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { houseGameBundles } from '../house-game/i18n';
import { useSiteConfig } from '../system/system.api';
import { minorToWire } from '../house-game/house.api';
import { SlotSymbol } from '../house-game/SlotSymbol';
import { LotteryFairness } from './LotteryFairness';
import { inputFromQuery, problemsOf, type VerifyInput } from './verify-input';
import '../account/login-form.css';
import './fairness.css';

const gameIds = Object.keys(slotGames);
/** The seed encodings a round may use, the current one first. */
const schemes = ['2', '1'] as const;
/** The form's fields by name. */
const inputs = {
  game: 'game',
  scheme: 'scheme',
  serverSeed: 'serverSeed',
  hash: 'hash',
  clientSeed: 'clientSeed',
  nonce: 'nonce',
  bet: 'bet',
} as const satisfies Record<keyof VerifyInput, keyof VerifyInput>;

/** The replay of a round from its seeds, or why it cannot be replayed. */
function useReplay(input: VerifyInput) {
  return useMemo(() => {
    const problems = problemsOf(input, slotGames);
    const game = slotGames[input.game];
    if (problems.length > 0 || !game) return { problems, round: null, hash: null };
    const serverSeedHex = input.serverSeed.trim();
    const scheme = input.scheme === '1' ? 1 : 2;
    const round = playProvablyFairRound(game, Number(input.bet), {
      serverSeedHex,
      clientSeed: input.clientSeed.trim(),
      nonce: Number(input.nonce),
      scheme,
    });
    return { problems, round, hash: hashServerSeed(serverSeedHex, scheme) };
  }, [input]);
}

/**
 * A public page that recomputes any in-house round from its seeds, in the browser, then shows
 * how the lottery's draws are committed and every cancelled draw.
 */
export function Component() {
  const hasTexts = useFeatureBundle('house-game', houseGameBundles);
  if (!hasTexts) return <PageSkeleton />;
  return <Verifier />;
}

function Verifier() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const [search] = useSearchParams();
  const [input, setInput] = useState<VerifyInput>(() => inputFromQuery(search, gameIds[0] ?? ''));
  const { problems, round, hash } = useReplay(input);
  const game = slotGames[input.game];
  const money = (amountMinor: number) => formatAmount(minorToWire(amountMinor, info.currency));
  const field = (key: keyof VerifyInput) => ({
    value: input[key],
    onChange: (event: { target: { value: string } }) =>
      setInput((previous) => ({ ...previous, [key]: event.target.value })),
  });
  const isHashChecked = input.hash.trim() !== '' && hash !== null;
  const isHashMatch = isHashChecked && hash === input.hash.trim().toLowerCase();
  return (
    <div className="container fairness" data-testid="page-fairness">
      <h1 className="page-title">{t('fairness.title')}</h1>
      <p className="fairness__intro">{t('fairness.intro')}</p>
      <form className="login-form fairness__form" onSubmit={(event) => event.preventDefault()}>
        <label className="login-form__field">
          <span className="login-form__label">{t('fairness.game')}</span>
          <select {...field(inputs.game)} data-testid="fair-game">
            {Object.values(slotGames).map((slot) => (
              <option key={slot.id} value={slot.id}>
                {t(slot.nameKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="login-form__field">
          <span className="login-form__label">{t('fairness.scheme')}</span>
          <select {...field(inputs.scheme)} data-testid="fair-scheme">
            {schemes.map((scheme) => (
              <option key={scheme} value={scheme}>
                {t(`fairness.schemes.${scheme}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="login-form__field">
          <span className="login-form__label">{t('fairness.serverSeed')}</span>
          <input
            className="fairness__mono"
            {...field(inputs.serverSeed)}
            data-testid="fair-server-seed"
          />
        </label>
        <label className="login-form__field">
          <span className="login-form__label">{t('fairness.serverSeedHashOptional')}</span>
          <input
            className="fairness__mono"
            {...field(inputs.hash)}
            data-testid="fair-expected-hash"
          />
        </label>
        <label className="login-form__field">
          <span className="login-form__label">{t('fairness.clientSeed')}</span>
          <input maxLength={64} {...field(inputs.clientSeed)} data-testid="fair-client" />
        </label>
        <label className="login-form__field">
          <span className="login-form__label">{t('fairness.nonce')}</span>
          <input inputMode="numeric" {...field(inputs.nonce)} data-testid="fair-nonce" />
        </label>
        <label className="login-form__field">
          <span className="login-form__label">{t('fairness.bet')}</span>
          <select {...field(inputs.bet)} data-testid="fair-bet">
            <option value="">{t('fairness.chooseBet')}</option>
            {game?.betLevelsMinor.map((level) => (
              <option key={level} value={String(level)}>
                {money(level)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {problems.length > 0 ? (
        <p className="fairness__hint" data-testid="fair-problems">
          {t('fairness.fillIn', {
            fields: problems.map((problem) => t(`fairness.fields.${problem}`)).join(', '),
          })}
        </p>
      ) : (
        round && (
          <section className="fairness__result" data-testid="fair-result">
            {isHashChecked && (
              <p
                className={`fairness__check ${isHashMatch ? 'fairness__check--ok' : 'fairness__check--bad'}`}
                data-testid="fair-hash-check"
              >
                {isHashMatch ? t('fairness.hashMatches') : t('fairness.hashDiffers')}
              </p>
            )}
            <p className="fairness__hash">
              {t('fairness.computedHash')} <code>{hash}</code>
            </p>
            <p className="fairness__total" data-testid="fair-total">
              {t('fairness.roundTotal', {
                amount: money(round.totalWinMinor),
                count: round.spins.length,
              })}
            </p>
            <ol className="fairness__spins">
              {round.spins.map((spin) => (
                <li key={spin.nonce} className="fairness__spin">
                  <p>
                    {t(spin.mode === 'base' ? 'fairness.paidSpin' : 'fairness.freeSpin', {
                      nonce: spin.nonce,
                    })}
                    {' · '}
                    {t('fairness.stops', { stops: spin.stops.join(', ') })}
                    {' · '}
                    <strong>{money(spin.totalWinMinor)}</strong>
                  </p>
                  <div
                    className="fairness__grid"
                    style={{ gridTemplateColumns: `repeat(${spin.grid.length}, 2.5rem)` }}
                  >
                    {spin.grid[0]?.map((_, row) =>
                      spin.grid.map((reel, reelIndex) => (
                        <SlotSymbol key={`${reelIndex}:${row}`} symbol={reel[row] ?? ''} />
                      )),
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </section>
        )
      )}
      <section className="fairness__how">
        <h2>{t('fairness.howTitle')}</h2>
        <ol>
          <li>{t('fairness.how0')}</li>
          <li>{t('fairness.how1')}</li>
          <li>{t('fairness.how2')}</li>
          <li>{t('fairness.how3')}</li>
          <li>{t('fairness.how4')}</li>
          <li>{t('fairness.how5')}</li>
        </ol>
      </section>
      <LotteryFairness />
    </div>
  );
}
