import type { TableGameName, TableResultWire } from '@khela/contracts';
import { roadRows, type Bead, type RoadColour } from '@khela/games';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf, handOf, roadMaps, type BigRoadMark, type PlateBead } from './road-maps';
import { isRed, pocketColour } from './roulette-layout';
import { DieFace } from './TableArt';

/**
 * The history of the table: for cards the road maps players read (bead plate, big road and,
 * for baccarat, its three derived roads), for roulette the recent numbers with their colours
 * and shares, for sic bo the recent throws with their totals.
 */

type Past = { number: string; result: TableResultWire };

/** A road's grid, six rows, scrolled to its newest column. */
function RoadGrid({
  title,
  beads,
  size,
  render,
  testId,
}: {
  title: string;
  beads: Bead<unknown>[];
  size: 'large' | 'small';
  render: (bead: Bead<unknown>) => ReactNode;
  testId: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // One empty column after the newest; the grid's lines fill the rest of the width.
  const columns = columnsOf(beads) + 1;
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [beads.length]);
  return (
    <figure className={`tbl-road tbl-road--${size}`} data-testid={testId}>
      <figcaption className="tbl-road__title">{title}</figcaption>
      <div className="tbl-road__scroll" ref={scroller}>
        <div
          className="tbl-road__grid"
          style={{ '--columns': columns, '--rows': roadRows } as CSSProperties}
        >
          {beads.map((bead, index) => (
            <span
              key={index}
              className="tbl-road__cell"
              style={{ gridColumn: bead.column + 1, gridRow: bead.row + 1 }}
            >
              {render(bead)}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}

/** The short mark of a hand's winner on the bead plate. */
function useWinnerMark(game: TableGameName) {
  const { t } = useTranslation();
  const isDuel = game === 'dragonTiger';
  return (winner: PlateBead['winner']) => {
    if (!isDuel) return t(`tables.road.short.${winner}`);
    return t(
      `tables.road.short.${winner === 'banker' ? 'dragon' : winner === 'player' ? 'tiger' : 'tieDuel'}`,
    );
  };
}

function CardRoads({ game, results }: { game: TableGameName; results: Past[] }) {
  const { t } = useTranslation();
  const maps = roadMaps(results.map((past) => past.result));
  const mark = useWinnerMark(game);
  const isDuel = game === 'dragonTiger';
  const derived: { key: 'bigEye' | 'smallRoad' | 'cockroach'; beads: Bead<RoadColour>[] }[] = [
    { key: 'bigEye', beads: maps.bigEye },
    { key: 'smallRoad', beads: maps.smallRoad },
    { key: 'cockroach', beads: maps.cockroach },
  ];
  return (
    <div className={`tbl-roads ${isDuel ? 'tbl-roads--duel' : ''}`}>
      <RoadGrid
        title={t('tables.road.beadPlate')}
        beads={maps.plate}
        size="large"
        testId="road-bead-plate"
        render={(bead) => {
          const value = bead.value as PlateBead;
          return (
            <span className={`tbl-bead tbl-bead--${value.winner}`} data-winner={value.winner}>
              {mark(value.winner)}
              {value.bankerPair && <span className="tbl-bead__pair tbl-bead__pair--banker" />}
              {value.playerPair && <span className="tbl-bead__pair tbl-bead__pair--player" />}
            </span>
          );
        }}
      />
      <RoadGrid
        title={t('tables.road.bigRoad')}
        beads={maps.bigRoad}
        size="large"
        testId="road-big-road"
        render={(bead) => {
          const value = bead.value as BigRoadMark;
          return (
            <span className={`tbl-circle tbl-circle--${value.winner}`}>
              {value.ties > 0 && (
                <span className="tbl-circle__tie">{value.ties > 1 ? value.ties : ''}</span>
              )}
            </span>
          );
        }}
      />
      {!isDuel &&
        derived.map(({ key, beads }) => (
          <RoadGrid
            key={key}
            title={t(`tables.road.${key}`)}
            beads={beads}
            size="small"
            testId={`road-${key}`}
            render={(bead) => (
              <span className={`tbl-mark tbl-mark--${key} tbl-mark--${bead.value as RoadColour}`} />
            )}
          />
        ))}
    </div>
  );
}

/** A roulette number in its colour. */
export function Pocket({ pocket, isLarge = false }: { pocket: number; isLarge?: boolean }) {
  const colour = pocketColour(pocket);
  return (
    <span className={`tbl-pocket tbl-pocket--${colour} ${isLarge ? 'tbl-pocket--large' : ''}`}>
      {pocket}
    </span>
  );
}

function RouletteHistory({ results }: { results: Past[] }) {
  const { t } = useTranslation();
  const pockets = results.flatMap((past) =>
    past.result.game === 'roulette' ? [past.result.pocket] : [],
  );
  const count = (test: (pocket: number) => boolean) => pockets.filter(test).length;
  const share = (value: number) =>
    pockets.length === 0 ? 0 : Math.round((value / pockets.length) * 100);
  const stats = [
    { key: 'red', value: count((pocket) => isRed(pocket)) },
    { key: 'zero', value: count((pocket) => pocket === 0) },
    { key: 'black', value: count((pocket) => pocket > 0 && !isRed(pocket)) },
  ];
  const pairs = [
    {
      left: 'odd',
      right: 'even',
      leftValue: count((p) => p % 2 === 1),
      rightValue: count((p) => p > 0 && p % 2 === 0),
    },
    {
      left: 'low',
      right: 'high',
      leftValue: count((p) => p > 0 && p <= 18),
      rightValue: count((p) => p >= 19),
    },
  ];
  return (
    <div className="tbl-history">
      <h3 className="tbl-history__title">{t('tables.history.recentNumbers')}</h3>
      <ol className="tbl-history__numbers" data-testid="recent-numbers">
        {[...pockets]
          .reverse()
          .slice(0, 40)
          .map((pocket, index) => (
            <li key={index}>
              <Pocket pocket={pocket} isLarge={index === 0} />
            </li>
          ))}
      </ol>
      {pockets.length > 0 && (
        <div className="tbl-history__stats">
          <div
            className="tbl-share"
            aria-label={t('tables.history.colours', { count: pockets.length })}
          >
            {stats.map((stat) => (
              <span
                key={stat.key}
                className={`tbl-share__part tbl-share__part--${stat.key}`}
                style={{ flexGrow: Math.max(stat.value, 0.0001) }}
              >
                {share(stat.value) >= 8
                  ? t('tables.history.percent', { value: share(stat.value) })
                  : ''}
              </span>
            ))}
          </div>
          {pairs.map((pair) => (
            <p key={pair.left} className="tbl-history__pair">
              <span>
                {t(`tables.area.${pair.left}`)}{' '}
                {t('tables.history.percent', { value: share(pair.leftValue) })}
              </span>
              <span>
                {t(`tables.area.${pair.right}`)}{' '}
                {t('tables.history.percent', { value: share(pair.rightValue) })}
              </span>
            </p>
          ))}
          <p className="tbl-history__note">
            {t('tables.history.lastRounds', { count: pockets.length })}
          </p>
        </div>
      )}
    </div>
  );
}

/** Three dice and what they make. */
export function Throw({ dice }: { dice: readonly number[] }) {
  const { t } = useTranslation();
  const total = dice.reduce((sum, die) => sum + die, 0);
  const isTriple = dice[0] === dice[1] && dice[1] === dice[2];
  const size = isTriple ? 'triple' : total >= 11 ? 'big' : 'small';
  return (
    <span className="tbl-throw">
      <span className="tbl-throw__dice">
        {dice.map((die, index) => (
          <DieFace key={index} value={die} className="tbl-die-mini" />
        ))}
      </span>
      <span className="tbl-throw__total tabular">{total}</span>
      <span className={`tbl-throw__size tbl-throw__size--${size}`}>
        {t(`tables.history.${size}`)}
      </span>
    </span>
  );
}

function SicBoHistory({ results }: { results: Past[] }) {
  const { t } = useTranslation();
  const throws = results.flatMap((past) =>
    past.result.game === 'sicBo' ? [{ number: past.number, dice: past.result.dice }] : [],
  );
  return (
    <div className="tbl-history">
      <h3 className="tbl-history__title">{t('tables.history.recentThrows')}</h3>
      <ol className="tbl-history__throws" data-testid="recent-throws">
        {[...throws]
          .reverse()
          .slice(0, 16)
          .map((item) => (
            <li key={item.number}>
              <Throw dice={item.dice} />
            </li>
          ))}
      </ol>
    </div>
  );
}

/** The history panel of the game. */
export function Roads({ game, results }: { game: TableGameName; results: Past[] }) {
  const { t } = useTranslation();
  return (
    <section
      className="tbl-panel tbl-panel--history"
      aria-label={t('tables.history.title')}
      data-testid="table-history"
    >
      {game === 'roulette' ? (
        <RouletteHistory results={results} />
      ) : game === 'sicBo' ? (
        <SicBoHistory results={results} />
      ) : (
        <CardRoads game={game} results={results} />
      )}
      {results.length === 0 && <p className="tbl-history__empty">{t('tables.history.empty')}</p>}
    </section>
  );
}

/** The winner a card result shows as a bead (dragon as banker red, tiger as player blue). */
function beadWinner(result: TableResultWire): PlateBead['winner'] {
  return handOf(result)?.winner ?? 'tie';
}

/** The last few results in a line, the newest last. */
export function ResultStrip({ game, results }: { game: TableGameName; results: Past[] }) {
  const { t } = useTranslation();
  const mark = useWinnerMark(game);
  const recent = results.slice(-10);
  return (
    <ol
      className="tbl-strip"
      aria-label={t('tables.history.lastResults')}
      data-testid="result-strip"
    >
      {recent.map((past) => {
        const { result } = past;
        let content: ReactNode;
        if (result.game === 'roulette') content = <Pocket pocket={result.pocket} />;
        else if (result.game === 'sicBo')
          content = (
            <span className="tbl-strip__total tabular">
              {result.dice[0] + result.dice[1] + result.dice[2]}
            </span>
          );
        else {
          const winner = beadWinner(result);
          content = <span className={`tbl-bead tbl-bead--${winner}`}>{mark(winner)}</span>;
        }
        return <li key={past.number}>{content}</li>;
      })}
    </ol>
  );
}
