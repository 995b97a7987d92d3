import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../ui/media-query';
import { areaName } from './areas';
import { AreaButton, StakeChip, useAreaLabel, type BoardState } from './Board';
import { pocketColour, rouletteLayout, type RouletteSpot } from './roulette-layout';

/**
 * The roulette layout: upright on phones, lying on wide screens. The numbers and outside boxes
 * are buttons of their own; the spots on the lines between numbers (splits, corners, streets,
 * six lines) lie over them, drawn only when a chip is on them or the pointer is near.
 */

/** From this width the layout lies (zero on the left, three rows across). */
const lyingQuery = '(min-width: 900px)';

function boxStyle(spot: RouletteSpot, columns: number, rows: number): CSSProperties {
  return {
    left: `${((spot.x - spot.width / 2) / columns) * 100}%`,
    top: `${((spot.y - spot.height / 2) / rows) * 100}%`,
    width: `${(spot.width / columns) * 100}%`,
    height: `${(spot.height / rows) * 100}%`,
  };
}

/** The text on an outside box: 1–18, EVEN, a red or black diamond, ODD, 19–36, 2:1, 1st 12. */
function OutsideText({ spot }: { spot: RouletteSpot }) {
  const { t } = useTranslation();
  if (spot.area === 'red' || spot.area === 'black') {
    return (
      <svg
        viewBox="0 0 20 12"
        className={`tbl-roulette__diamond tbl-roulette__diamond--${spot.area}`}
        aria-hidden="true"
      >
        <path d="M10 0 20 6 10 12 0 6Z" />
      </svg>
    );
  }
  if (spot.kind === 'column')
    return <span className="tbl-area__name">{t('tables.board.twoToOne')}</span>;
  if (spot.kind === 'dozen') {
    return (
      <span className="tbl-area__name">{t(`tables.board.dozenShort${spot.area.slice(-1)}`)}</span>
    );
  }
  return <span className="tbl-area__name">{areaName(t, spot.area)}</span>;
}

export function RouletteBoard({ state }: { state: BoardState }) {
  const isLying = useMediaQuery(lyingQuery);
  const { columns, rows, spots } = rouletteLayout(isLying ? 'lying' : 'upright');
  const label = useAreaLabel(state);
  const style = { '--columns': columns, '--rows': rows } as CSSProperties;
  return (
    <div className={`tbl-roulette tbl-roulette--${isLying ? 'lying' : 'upright'}`} style={style}>
      {spots.map((spot) => {
        const isCell =
          spot.kind === 'straight' ||
          spot.kind === 'dozen' ||
          spot.kind === 'column' ||
          spot.kind === 'evenMoney';
        if (isCell) {
          const colour = spot.number === undefined ? '' : pocketColour(spot.number);
          return (
            <AreaButton
              key={spot.area}
              area={spot.area}
              state={state}
              label={label}
              className={`tbl-roulette__cell tbl-roulette__cell--${spot.kind} ${colour ? `tbl-roulette__cell--${colour}` : ''}`}
              style={boxStyle(spot, columns, rows)}
            >
              {spot.number !== undefined ? (
                <span className="tbl-roulette__number">{spot.number}</span>
              ) : (
                <OutsideText spot={spot} />
              )}
            </AreaButton>
          );
        }
        const confirmed = state.confirmed.get(spot.area) ?? 0n;
        const pending = state.pending.get(spot.area) ?? 0n;
        const pool = state.totals.get(spot.area);
        return (
          <button
            key={spot.area}
            type="button"
            className={`tbl-roulette__line tbl-roulette__line--${spot.kind} ${pool ? 'tbl-roulette__line--pooled' : ''}`}
            style={boxStyle(spot, columns, rows)}
            onClick={() => state.onPlace(spot.area)}
            aria-disabled={!state.isOpen}
            aria-label={label(spot.area)}
            data-testid={`area-${spot.area}`}
            data-area={spot.area}
          >
            {confirmed + pending > 0n && (
              <StakeChip
                amountMinor={confirmed + pending}
                isPending={pending > 0n}
                currency={state.currency}
              />
            )}
          </button>
        );
      })}
    </div>
  );
}
