import { catalogueGameTypes, type CatalogueGameType } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { typedAmount } from './points-text';

/**
 * Points on valid bets: one field per game type, the points every earn unit of valid bets on
 * its games earns; an empty field earns nothing on bets.
 */
export function BetPointsFields({
  betPoints,
  earnUnit,
  currency,
  onChange,
}: {
  betPoints: Record<CatalogueGameType, string>;
  earnUnit: string;
  currency: string;
  onChange: (betPoints: Record<CatalogueGameType, string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="points-settings__group" data-testid="points-bets">
      <legend>{t('pointsDesk.bets.title')}</legend>
      <p className="ops-hint">
        {t('pointsDesk.bets.hint', { unit: typedAmount(earnUnit, currency) })}
      </p>
      <div className="points-settings__row points-bets">
        {catalogueGameTypes.map((gameType) => (
          <label key={gameType}>
            {t(`games.type.${gameType}`)}
            <input
              name={`betPoints.${gameType}`}
              inputMode="numeric"
              maxLength={7}
              placeholder={t('pointsDesk.bets.none')}
              value={betPoints[gameType]}
              onChange={(event) => onChange({ ...betPoints, [gameType]: event.target.value })}
              data-testid={`points-bet-${gameType}`}
            />
          </label>
        ))}
      </div>
      <p className="ops-hint">{t('pointsDesk.bets.timing')}</p>
    </fieldset>
  );
}
