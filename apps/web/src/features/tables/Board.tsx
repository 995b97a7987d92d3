import type { TableGameName } from '@khela/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areaName, baccaratAreas, dragonTigerAreas, oddsText } from './areas';
import { RouletteBoard } from './RouletteBoard';
import { facesOf, sicBoSections } from './sic-bo-layout';
import { DieFace } from './TableArt';
import { chipFace, formatMinor, shortAmount } from './table-money';

/**
 * The betting layouts: each area a button that takes the chosen chip, showing its odds, what
 * everyone at the table has on it this round, and the player's own chips (those on the slip
 * not yet confirmed drawn apart).
 */

export interface BoardState {
  game: TableGameName;
  currency: string;
  isOpen: boolean;
  /** Betting is over for now (not just busy sending a slip): the layout says so. */
  isClosed: boolean;
  pending: ReadonlyMap<string, bigint>;
  confirmed: ReadonlyMap<string, bigint>;
  /** Everyone's stakes this round, by area. */
  totals: ReadonlyMap<string, { stakeMinor: bigint; players: number }>;
  /** The areas the shown result pays. */
  winning: ReadonlySet<string>;
  onPlace: (area: string) => void;
}

/** The player's chips on an area: one chip with the amount, dashed while not confirmed. */
export function StakeChip({
  amountMinor,
  isPending,
  currency,
}: {
  amountMinor: bigint;
  isPending: boolean;
  currency: string;
}) {
  const { t } = useTranslation();
  const face = chipFace(amountMinor, currency);
  return (
    <span className={`tbl-stake ${isPending ? 'tbl-stake--pending' : ''}`} aria-hidden="true">
      {t(`tables.chip.${face.scale}`, { amount: face.amount })}
    </span>
  );
}

/** Everyone's stakes on an area: the amount and how many players. */
function Pool({
  pool,
  currency,
}: {
  pool: { stakeMinor: bigint; players: number } | undefined;
  currency: string;
}) {
  const { t } = useTranslation();
  if (!pool) return <span className="tbl-area__pool tbl-area__pool--empty" aria-hidden="true" />;
  const short = shortAmount(pool.stakeMinor, currency);
  return (
    <span className="tbl-area__pool tabular" data-testid="area-pool" aria-hidden="true">
      {t('tables.board.pool', {
        amount: t(`tables.chip.${short.scale}`, { amount: short.amount }),
        count: pool.players,
      })}
    </span>
  );
}

/** What an area says to a screen reader: its name, odds, everyone's and the player's stakes. */
export function useAreaLabel(state: BoardState) {
  const { t } = useTranslation();
  return (area: string) => {
    const mine = (state.confirmed.get(area) ?? 0n) + (state.pending.get(area) ?? 0n);
    const pool = state.totals.get(area);
    const parts = [
      t('tables.board.areaLabel', { name: areaName(t, area), odds: oddsText(state.game, area) }),
    ];
    if (pool)
      parts.push(
        t('tables.board.poolLabel', {
          amount: formatMinor(pool.stakeMinor, state.currency),
          count: pool.players,
        }),
      );
    if (mine > 0n)
      parts.push(t('tables.board.yourStake', { amount: formatMinor(mine, state.currency) }));
    return parts.join(', ');
  };
}

/** One area of a layout. */
export function AreaButton({
  area,
  state,
  className = '',
  children,
  label,
  style,
}: {
  area: string;
  state: BoardState;
  className?: string;
  children: ReactNode;
  label: (area: string) => string;
  style?: CSSProperties;
}) {
  const confirmed = state.confirmed.get(area) ?? 0n;
  const pending = state.pending.get(area) ?? 0n;
  const isWinning = state.winning.has(area);
  return (
    <button
      type="button"
      className={`tbl-area ${className} ${isWinning ? 'tbl-area--winning' : ''}`}
      style={style}
      onClick={() => state.onPlace(area)}
      aria-disabled={!state.isOpen}
      aria-label={label(area)}
      data-testid={`area-${area}`}
      data-area={area}
    >
      {children}
      <Pool pool={state.totals.get(area)} currency={state.currency} />
      {confirmed + pending > 0n && (
        <StakeChip
          amountMinor={confirmed + pending}
          isPending={pending > 0n}
          currency={state.currency}
        />
      )}
    </button>
  );
}

function CardBoard({ state }: { state: BoardState }) {
  const { t } = useTranslation();
  const label = useAreaLabel(state);
  const areas = state.game === 'dragonTiger' ? dragonTigerAreas : baccaratAreas;
  return (
    <div className={`tbl-board tbl-board--${state.game === 'dragonTiger' ? 'duel' : 'baccarat'}`}>
      {areas.map((area) => (
        <AreaButton
          key={area}
          area={area}
          state={state}
          className={`tbl-area--${area}`}
          label={label}
        >
          <span className="tbl-area__name">{areaName(t, area)}</span>
          <span className="tbl-area__odds tabular">{oddsText(state.game, area)}</span>
        </AreaButton>
      ))}
    </div>
  );
}

function SicBoBoard({ state }: { state: BoardState }) {
  const { t } = useTranslation();
  const label = useAreaLabel(state);
  return (
    <div className="tbl-board tbl-board--sic-bo">
      {sicBoSections().map((section) => (
        <div key={section.id} className={`tbl-sicbo tbl-sicbo--${section.id}`}>
          {section.areas.map(({ area }) => {
            const faces = facesOf(area);
            const [kind = '', value = ''] = area.split(':');
            return (
              <AreaButton
                key={area}
                area={area}
                state={state}
                className={`tbl-area--sicbo tbl-area--${kind}`}
                label={label}
              >
                {faces.length > 0 ? (
                  <span className="tbl-area__dice">
                    {faces.map((face, index) => (
                      <DieFace key={index} value={face} className="tbl-die-mini" />
                    ))}
                  </span>
                ) : kind === 'total' ? (
                  <span className="tbl-area__name tabular">{value}</span>
                ) : (
                  <span className="tbl-area__name">{areaName(t, area)}</span>
                )}
                <span className="tbl-area__odds tabular">{oddsText(state.game, area)}</span>
              </AreaButton>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The game's layout. */
export function Board({ state }: { state: BoardState }) {
  const { t } = useTranslation();
  return (
    <section
      className={`tbl-layout tbl-layout--${state.game} ${state.isClosed ? 'tbl-layout--closed' : ''}`}
      aria-label={t('tables.board.title')}
      data-testid="table-board"
      data-open={state.isOpen}
    >
      {state.isClosed && (
        <span className="tbl-layout__closed" aria-hidden="true" data-testid="bets-closed">
          {t('tables.phase.closed')}
        </span>
      )}
      {state.game === 'roulette' ? (
        <RouletteBoard state={state} />
      ) : state.game === 'sicBo' ? (
        <SicBoBoard state={state} />
      ) : (
        <CardBoard state={state} />
      )}
    </section>
  );
}
