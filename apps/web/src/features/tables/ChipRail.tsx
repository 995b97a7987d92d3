import { useTranslation } from 'react-i18next';
import { ControlIcon, type ControlIconName } from './TableArt';
import { chipFace, formatMinor } from './table-money';

/**
 * The chips at the thumb and what to do with the slip: undo, clear, repeat the last slip,
 * double it, and confirm it (one slip, its total shown on the button).
 */

/** Each chip value its own colour, as casino chips are. */
const chipColours = ['white', 'red', 'green', 'blue', 'black', 'purple', 'gold'];

export function ChipRail({
  chips,
  chosen,
  currency,
  onChoose,
  isOpen,
  canUndo,
  canRepeat,
  canDouble,
  slipTotalMinor,
  isSending,
  onUndo,
  onClear,
  onRepeat,
  onDouble,
  onConfirm,
}: {
  chips: bigint[];
  chosen: bigint;
  currency: string;
  onChoose: (chip: bigint) => void;
  isOpen: boolean;
  canUndo: boolean;
  canRepeat: boolean;
  canDouble: boolean;
  slipTotalMinor: bigint;
  isSending: boolean;
  onUndo: () => void;
  onClear: () => void;
  onRepeat: () => void;
  onDouble: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const actions: {
    name: ControlIconName;
    label: string;
    isEnabled: boolean;
    onClick: () => void;
  }[] = [
    { name: 'undo', label: t('tables.rail.undo'), isEnabled: canUndo, onClick: onUndo },
    { name: 'clear', label: t('tables.rail.clear'), isEnabled: canUndo, onClick: onClear },
    { name: 'repeat', label: t('tables.rail.repeat'), isEnabled: canRepeat, onClick: onRepeat },
    { name: 'double', label: t('tables.rail.double'), isEnabled: canDouble, onClick: onDouble },
  ];
  const hasSlip = slipTotalMinor > 0n;
  return (
    <div className="tbl-rail" data-testid="chip-rail">
      <div className="tbl-rail__chips" role="radiogroup" aria-label={t('tables.rail.chips')}>
        {chips.map((chip, index) => {
          const face = chipFace(chip, currency);
          const isChosen = chip === chosen;
          return (
            <button
              key={String(chip)}
              type="button"
              role="radio"
              aria-checked={isChosen}
              className={`tbl-chip tbl-chip--${chipColours[index % chipColours.length]} ${isChosen ? 'tbl-chip--chosen' : ''}`}
              onClick={() => onChoose(chip)}
              aria-label={t('tables.rail.chipLabel', { amount: formatMinor(chip, currency) })}
              data-testid={`chip-${index}`}
            >
              <span className="tbl-chip__face">
                {t(`tables.chip.${face.scale}`, { amount: face.amount })}
              </span>
            </button>
          );
        })}
      </div>
      <div className="tbl-rail__actions">
        {actions.map((action) => (
          <button
            key={action.name}
            type="button"
            className="tbl-action"
            disabled={!isOpen || !action.isEnabled || isSending}
            onClick={action.onClick}
            data-testid={`slip-${action.name}`}
          >
            <ControlIcon name={action.name} />
            <span className="tbl-action__label">{action.label}</span>
          </button>
        ))}
        <button
          type="button"
          className="tbl-confirm"
          disabled={!isOpen || !hasSlip || isSending}
          onClick={onConfirm}
          data-testid="slip-confirm"
          aria-busy={isSending}
        >
          <span className="tbl-confirm__label">
            {isSending ? t('tables.rail.sending') : t('tables.rail.confirm')}
          </span>
          <span className="tbl-confirm__amount tabular" data-testid="slip-total">
            {formatMinor(slipTotalMinor, currency)}
          </span>
        </button>
      </div>
    </div>
  );
}
