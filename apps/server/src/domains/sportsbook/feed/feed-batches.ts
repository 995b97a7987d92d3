import type { FeedMarket, FeedMessage } from '@khela/contracts';

/**
 * Messages applied as one step: the sequence range they cover and what is left of them to
 * apply (a folded run: its markets' last odds, then its last score).
 */
export interface FeedStep {
  from: number;
  to: number;
  messages: FeedMessage[];
}

type Odds = Extract<FeedMessage, { type: 'odds' }>;
type Score = Extract<FeedMessage, { type: 'score' }>;

/** Odds, and scores that leave the event live: their order within a run changes nothing. */
function isFoldable(message: FeedMessage): message is Odds | Score {
  return message.type === 'odds' || (message.type === 'score' && message.status === 'live');
}

/**
 * A page's messages by event, each event's in sequence order, and each run of odds and live
 * scores folded into one step: an odds message carries its markets whole and a score the whole
 * score, so the last of each is all the run leaves.
 */
export function stepsByEvent(messages: readonly FeedMessage[]): Map<string, FeedStep[]> {
  const byEvent = new Map<string, FeedMessage[]>();
  for (const message of messages) {
    const list = byEvent.get(message.event) ?? [];
    list.push(message);
    byEvent.set(message.event, list);
  }
  return new Map(
    [...byEvent].map(([event, list]) => [event, fold([...list].sort((a, b) => a.seq - b.seq))]),
  );
}

function fold(messages: FeedMessage[]): FeedStep[] {
  const steps: FeedStep[] = [];
  let run:
    | { from: number; to: number; markets: Map<string, FeedMarket>; odds?: Odds; score?: Score }
    | undefined;
  const close = () => {
    if (!run) return;
    const odds = run.odds && { ...run.odds, markets: [...run.markets.values()] };
    steps.push({
      from: run.from,
      to: run.to,
      messages: [odds, run.score].filter((m) => m !== undefined),
    });
    run = undefined;
  };
  for (const message of messages) {
    if (!isFoldable(message)) {
      close();
      steps.push({ from: message.seq, to: message.seq, messages: [message] });
      continue;
    }
    if (run && message.seq !== run.to + 1) close();
    run ??= { from: message.seq, to: message.seq, markets: new Map() };
    run.to = message.seq;
    if (message.type === 'odds') {
      run.odds = message;
      for (const market of message.markets) run.markets.set(market.ref, market);
    } else {
      run.score = message;
    }
  }
  close();
  return steps;
}
