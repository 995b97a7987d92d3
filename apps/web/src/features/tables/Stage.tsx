import type { TableGameName, TableResultWire } from '@khela/contracts';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../ui/reduced-motion';
import { revealPlan, stillPlan, type CardMoment, type RevealPlan } from './reveal';
import { RouletteWheel } from './RouletteWheel';
import { DiceBowl } from './DiceBowl';
import { CardBack, CardFace } from './TableArt';
import { playSound } from './sound';

/**
 * The table itself on its felt: the cards dealt and turned, the wheel spun, the dice tumbled.
 * Each new result is revealed once (keyed by its round); a result drawn before the page opened
 * is shown at once.
 */

type CardResult = Extract<
  TableResultWire,
  { game: 'baccarat' | 'baccaratNoCommission' | 'dragonTiger' }
>;

const vars = (values: Record<string, string>) => values as CSSProperties;

/** One card: dealt face down from the shoe, then turned. */
function DealtCard({
  card,
  moment,
  plan,
}: {
  card: { rank: number; suit: number };
  moment: CardMoment;
  plan: RevealPlan;
}) {
  return (
    <div
      className="tbl-card"
      style={vars({
        '--deal-at': `${moment.dealAtMs}ms`,
        '--flip-at': `${moment.flipAtMs}ms`,
        '--deal-ms': `${plan.dealMs}ms`,
        '--flip-ms': `${plan.flipMs}ms`,
      })}
      data-testid="table-card"
    >
      <div className="tbl-card__inner">
        <div className="tbl-card__side tbl-card__front">
          <CardFace rank={card.rank} suit={card.suit} />
        </div>
        <div className="tbl-card__side tbl-card__back">
          <CardBack />
        </div>
      </div>
    </div>
  );
}

/** A side of the card table: its name, its cards (a third one sideways) and its total. */
function Hand({
  side,
  label,
  cards,
  total,
  plan,
}: {
  side: CardMoment['side'];
  label: string;
  cards: { rank: number; suit: number }[];
  total: string | null;
  plan: RevealPlan | null;
}) {
  const slots = side === 'dragon' || side === 'tiger' ? 1 : 2;
  return (
    <div className={`tbl-hand tbl-hand--${side}`}>
      <div className="tbl-hand__head">
        <span className="tbl-hand__name">{label}</span>
        {plan && total !== null && (
          <output
            className="tbl-hand__total tabular"
            style={vars({ '--at': `${plan.totalsAtMs[side] ?? 0}ms` })}
            data-testid={`table-total-${side}`}
          >
            {total}
          </output>
        )}
      </div>
      <div className="tbl-hand__cards">
        {Array.from({ length: slots }, (_, place) => {
          const card = cards[place];
          const moment = plan?.cards.find((item) => item.side === side && item.place === place);
          return (
            <div className="tbl-hand__slot" key={place}>
              {card && moment && plan && <DealtCard card={card} moment={moment} plan={plan} />}
            </div>
          );
        })}
        {slots === 2 && (
          <div className="tbl-hand__slot tbl-hand__slot--third">
            {(() => {
              const card = cards[2];
              const moment = plan?.cards.find((item) => item.side === side && item.place === 2);
              return card && moment && plan ? (
                <div className="tbl-hand__sideways">
                  <DealtCard card={card} moment={moment} plan={plan} />
                </div>
              ) : null;
            })()}
          </div>
        )}
      </div>
    </div>
  );
}

/** The sounds of a reveal, at their moments. */
function useRevealSounds(plan: RevealPlan, isFresh: boolean, game: TableGameName) {
  useEffect(() => {
    if (!isFresh) return;
    const timers: number[] = [];
    const at = (ms: number, sound: Parameters<typeof playSound>[0]) =>
      timers.push(window.setTimeout(() => playSound(sound), ms));
    for (const card of plan.cards) at(card.flipAtMs, 'card');
    if (game === 'sicBo') at(0, 'dice');
    if (game === 'roulette') {
      for (let ms = 0; ms < plan.motionMs; ms += 120 + (ms / plan.motionMs) * 380) at(ms, 'tick');
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [plan, isFresh, game]);
}

/** A result's reveal; tells when it is over. */
function Reveal({
  game,
  result,
  resultKey,
  isFresh,
  availableMs,
  onDone,
  restingPocket,
}: {
  game: TableGameName;
  result: TableResultWire;
  resultKey: string;
  isFresh: boolean;
  availableMs: number;
  onDone: (key: string) => void;
  restingPocket: number;
}) {
  const { t } = useTranslation();
  const isReduced = usePrefersReducedMotion();
  // With less motion asked for, a result is shown at once, as one drawn before the page opened.
  const [plan] = useState(() =>
    isFresh && !isReduced ? revealPlan(result, availableMs) : stillPlan(result),
  );
  useRevealSounds(plan, isFresh, game);
  useEffect(() => {
    const timer = window.setTimeout(() => onDone(resultKey), plan.doneAtMs);
    return () => window.clearTimeout(timer);
  }, [plan, resultKey, onDone]);
  if (result.game === 'roulette') {
    return (
      <RouletteWheel
        pocket={result.pocket}
        fromPocket={restingPocket}
        plan={plan}
        isFresh={isFresh}
      />
    );
  }
  if (result.game === 'sicBo') {
    return <DiceBowl dice={result.dice} plan={plan} isFresh={isFresh} />;
  }
  // Crash and cockfight have screens of their own; they never reach this stage.
  if (result.game === 'crash' || result.game === 'cockfight') return null;
  return <CardTable result={result} plan={plan} isFresh={isFresh} t={t} />;
}

function CardTable({
  result,
  plan,
  isFresh,
  t,
}: {
  result: CardResult | null;
  plan: RevealPlan | null;
  isFresh: boolean;
  t: ReturnType<typeof useTranslation>['t'];
}) {
  const isDragonTiger = result?.game === 'dragonTiger';
  const className = `tbl-cards ${isFresh ? '' : 'tbl-cards--still'} ${isDragonTiger ? 'tbl-cards--duel' : ''}`;
  if (result?.game === 'dragonTiger') {
    return (
      <div className={className}>
        <Hand
          side="dragon"
          label={t('tables.area.dragon')}
          cards={[result.dragon]}
          total={null}
          plan={plan}
        />
        <span className="tbl-cards__versus" aria-hidden="true" />
        <Hand
          side="tiger"
          label={t('tables.area.tiger')}
          cards={[result.tiger]}
          total={null}
          plan={plan}
        />
      </div>
    );
  }
  return (
    <div className={className}>
      <Hand
        side="player"
        label={t('tables.area.player')}
        cards={result?.player ?? []}
        total={result ? String(result.playerTotal) : null}
        plan={plan}
      />
      <Hand
        side="banker"
        label={t('tables.area.banker')}
        cards={result?.banker ?? []}
        total={result ? String(result.bankerTotal) : null}
        plan={plan}
      />
    </div>
  );
}

/** The empty table while bets are taken (cards), or the wheel and dice at rest. */
function Idle({ game, lastResult }: { game: TableGameName; lastResult: TableResultWire | null }) {
  const { t } = useTranslation();
  if (game === 'roulette') {
    const pocket = lastResult?.game === 'roulette' ? lastResult.pocket : 0;
    return (
      <RouletteWheel pocket={pocket} fromPocket={pocket} plan={null} isFresh={false} isResting />
    );
  }
  if (game === 'sicBo') {
    const dice =
      lastResult?.game === 'sicBo' ? lastResult.dice : ([1, 2, 3] as [number, number, number]);
    return <DiceBowl dice={dice} plan={null} isFresh={false} isResting />;
  }
  if (game === 'dragonTiger') {
    return (
      <div className="tbl-cards tbl-cards--duel tbl-cards--idle">
        <Hand side="dragon" label={t('tables.area.dragon')} cards={[]} total={null} plan={null} />
        <span className="tbl-cards__versus" aria-hidden="true" />
        <Hand side="tiger" label={t('tables.area.tiger')} cards={[]} total={null} plan={null} />
      </div>
    );
  }
  return <CardTable result={null} plan={null} isFresh={false} t={t} />;
}

/** The stage: the latest result revealed while the next round waits, else the idle table. */
export function Stage({
  game,
  result,
  resultKey,
  isFresh,
  isShowingResult,
  availableMs,
  onDone,
  restingPocket,
}: {
  game: TableGameName;
  result: TableResultWire | null;
  resultKey: string | null;
  isFresh: boolean;
  isShowingResult: boolean;
  availableMs: number;
  onDone: (key: string) => void;
  restingPocket: number;
}) {
  if (result && resultKey && isShowingResult) {
    return (
      <Reveal
        key={resultKey}
        game={game}
        result={result}
        resultKey={resultKey}
        isFresh={isFresh}
        availableMs={availableMs}
        onDone={onDone}
        restingPocket={restingPocket}
      />
    );
  }
  return <Idle game={game} lastResult={result} />;
}
