import type { TableResultWire } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import {
  cardFace,
  multiplierText,
  pocketColour,
  resultText,
  sicBoSize,
  sicBoTotal,
} from './table-text';

type Card = { rank: number; suit: number };

/** Cards face up: rank and suit, the red suits in red. */
function Cards({ cards }: { cards: readonly Card[] }) {
  return (
    <span className="tb-cards">
      {cards.map((card, index) => {
        const face = cardFace(card);
        return (
          <span key={index} className={face.isRed ? 'tb-card tb-card--red' : 'tb-card'}>
            {face.text}
          </span>
        );
      })}
    </span>
  );
}

/** One side of a card game: its name, its total when it has one, and its cards. */
function Hand({ side, total, cards }: { side: string; total?: number; cards: readonly Card[] }) {
  return (
    <span className="tb-hand">
      <span className="tb-hand__side">
        {side}
        {total !== undefined && <strong className="ops-number"> {total}</strong>}
      </span>
      <Cards cards={cards} />
    </span>
  );
}

/** The winner as a coloured word: Player blue, Banker and Dragon red, Tiger gold, Tie green. */
function Winner({ winner }: { winner: string }) {
  const { t } = useTranslation();
  return (
    <span className={`tb-winner tb-winner--${winner}`}>{t(`tables.result.winner.${winner}`)}</span>
  );
}

function ResultBody({ result }: { result: TableResultWire }) {
  const { t } = useTranslation();
  switch (result.game) {
    case 'baccarat':
    case 'baccaratNoCommission':
      return (
        <>
          <Winner winner={result.winner} />
          <Hand side={t('tables.areas.player')} total={result.playerTotal} cards={result.player} />
          <Hand side={t('tables.areas.banker')} total={result.bankerTotal} cards={result.banker} />
          {result.playerPair && <small>{t('tables.result.playerPair')}</small>}
          {result.bankerPair && <small>{t('tables.result.bankerPair')}</small>}
        </>
      );
    case 'dragonTiger':
      return (
        <>
          <Winner winner={result.winner} />
          <Hand side={t('tables.areas.dragon')} cards={[result.dragon]} />
          <Hand side={t('tables.areas.tiger')} cards={[result.tiger]} />
        </>
      );
    case 'roulette': {
      const colour = pocketColour(result.pocket);
      return (
        <span className="tb-hand">
          <span className={`tb-pocket tb-pocket--${colour}`}>{result.pocket}</span>
          {t(`tables.result.colour.${colour}`)}
        </span>
      );
    }
    case 'sicBo':
      return (
        <span className="tb-hand">
          <span className="tb-dice">
            {result.dice.map((face, index) => (
              <span key={index} className="tb-die">
                {face}
              </span>
            ))}
          </span>
          <span>
            = <strong className="ops-number">{sicBoTotal(result.dice)}</strong>{' '}
            {t(`tables.result.size.${sicBoSize(result.dice)}`)}
          </span>
        </span>
      );
    case 'crash':
      return (
        <span className="tb-hand">
          {t('tables.result.bust')}
          <strong className="ops-number">{multiplierText(result.bust)}</strong>
        </span>
      );
  }
}

/**
 * A round's result as players saw it: baccarat's winner with both hands' totals and cards,
 * dragon tiger's winner and its two cards, roulette's pocket in its colour, sic bo's dice and
 * their total, where a crash round busted. The whole of it in words for screen readers and on hover.
 */
export function RoundResult({ result }: { result: TableResultWire | null }) {
  const { t } = useTranslation();
  if (!result) return <span className="ops-muted">{t('tables.result.none')}</span>;
  const words = resultText(result, t);
  return (
    <span className="tb-result" title={words}>
      <span className="visually-hidden">{words}</span>
      <span className="tb-result__shown" aria-hidden="true">
        <ResultBody result={result} />
      </span>
    </span>
  );
}
