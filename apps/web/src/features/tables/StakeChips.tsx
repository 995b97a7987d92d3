import { useTranslation } from 'react-i18next';
import { chipFace, formatMinor } from './table-money';
import './stake-chips.css';

/**
 * A row of chips that set the stake of a one-stake bet (crash, an arena's fight): each shows
 * its value in short and says it in full to a screen reader; the one equal to the stake typed
 * shows chosen.
 */
export function StakeChips({
  chips,
  currency,
  stakeMinor,
  onChip,
  testIdPrefix,
}: {
  chips: bigint[];
  currency: string;
  /** The stake as typed now, if it is a valid amount. */
  stakeMinor: bigint | null;
  onChip: (chip: bigint) => void;
  /** Each chip's test id: the prefix and its place (`crash-chip-0`). */
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="stake-chips" role="group" aria-label={t('tables.rail.chips')}>
      {chips.map((chip, index) => {
        const face = chipFace(chip, currency);
        return (
          <button
            key={String(chip)}
            type="button"
            className={`stake-chip ${chip === stakeMinor ? 'stake-chip--chosen' : ''}`}
            aria-pressed={chip === stakeMinor}
            aria-label={t('tables.stakeChipLabel', { amount: formatMinor(chip, currency) })}
            onClick={() => onChip(chip)}
            data-testid={`${testIdPrefix}-${index}`}
          >
            {t(`tables.chip.${face.scale}`, { amount: face.amount })}
          </button>
        );
      })}
    </div>
  );
}
