import type { TableGameName, TableMyRound, TableProof } from '@khela/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { useFormatDateTime } from '../system/date-time';
import { areaName, isCardGame } from './areas';
import { formatOdds } from './cockfight/cockfight-fight';
import { formatMultiplier } from './crash/crash-round';
import { crashBetText, detailText, winnerText } from './result-text';
import { ControlIcon } from './TableArt';
import { isPass, verifyRound, type Verdict } from './verify';
// The round card shows outside the table's screen too (the betting record), so it brings the
// tables' styles with it rather than relying on the table page to have loaded them.
import './tables.css';

/**
 * One of the player's rounds at a table as My bets and the betting record show it: the result,
 * each bet's stake and win, and a check of the round's fairness worked out in the browser.
 */

function Check({ isOk, text }: { isOk: boolean; text: string }) {
  return (
    <li className={`tbl-check ${isOk ? 'tbl-check--ok' : 'tbl-check--bad'}`}>
      <ControlIcon name={isOk ? 'check' : 'cross'} size={16} />
      <span>{text}</span>
    </li>
  );
}

/** The verdict of a round's check, with what was checked. */
function VerdictView({
  proof,
  verdict,
  game,
}: {
  proof: TableProof;
  verdict: Verdict;
  game: TableGameName;
}) {
  const { t } = useTranslation();
  if (verdict.kind === 'waiting') {
    const isShoe = isCardGame(game);
    return (
      <p
        className="tbl-verdict tbl-verdict--waiting"
        data-testid="tables-verify-result"
        data-pass="waiting"
      >
        {isShoe ? t('tables.verify.waitingShoe') : t('tables.verify.waitingDraw')}
      </p>
    );
  }
  const isPassed = isPass(verdict);
  return (
    <div className="tbl-verdict" data-testid="tables-verify-result" data-pass={String(isPassed)}>
      <p
        className={`tbl-verdict__head ${isPassed ? 'tbl-verdict__head--pass' : 'tbl-verdict__head--fail'}`}
      >
        <ControlIcon name={isPassed ? 'check' : 'cross'} size={18} />
        {isPassed ? t('tables.verify.pass') : t('tables.verify.fail')}
      </p>
      <ul className="tbl-verdict__checks">
        <Check isOk={verdict.isSeedHashOk} text={t('tables.verify.seedHash')} />
        <Check
          isOk={verdict.isChainOk}
          text={t('tables.verify.chain', { index: proof.seedIndex, day: proof.day })}
        />
        <Check
          isOk={verdict.isResultOk}
          text={t('tables.verify.result', {
            result: verdict.recomputed
              ? winnerText(t, verdict.recomputed)
              : t('tables.verify.none'),
          })}
        />
      </ul>
      <dl className="tbl-proof">
        <dt>{t('tables.verify.label')}</dt>
        <dd>
          <code>{proof.label}</code>
        </dd>
        {proof.cardFrom !== null && (
          <>
            <dt>{t('tables.verify.cardFrom')}</dt>
            <dd className="tabular">{proof.cardFrom + 1}</dd>
          </>
        )}
        {proof.crash && (
          <>
            <dt>{t('tables.crash.verify.edge')}</dt>
            <dd className="tabular">
              {t('tables.crash.verify.edgeValue', { percent: proof.crash.edgePercent })}
            </dd>
            <dt>{t('tables.crash.verify.max')}</dt>
            <dd className="tabular">{formatMultiplier(proof.crash.maxMultiplier)}</dd>
          </>
        )}
        <dt>{t('tables.verify.seedLabel')}</dt>
        <dd>
          <code>{proof.seed}</code>
        </dd>
        <dt>{t('tables.verify.seedHashLabel')}</dt>
        <dd>
          <code>{proof.seedHash}</code>
        </dd>
        <dt>{t('tables.verify.headLabel', { day: proof.day })}</dt>
        <dd>
          <code>{proof.chainHead}</code>
        </dd>
      </dl>
    </div>
  );
}

/**
 * The time a round is listed at: when its betting closed, or for a fight still taking bets (a
 * declared round: no proof) when it was announced, since it closes when its operator says.
 */
function shownTimeOf(round: TableMyRound): string {
  return round.proof === null && round.status === 'open' ? round.opensAt : round.closesAt;
}

/** While a checked round waits for its seed, the rounds are read again this often. */
const seedWaitPollMs = 3_000;

/** One of the player's rounds: its result, bets, stake and win, and its check. */
export function RoundRow({
  round,
  game,
  onRefresh,
}: {
  round: TableMyRound;
  game: TableGameName;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [isChecked, setIsChecked] = useState(false);
  // Worked out from the round as last read: a seed shown meanwhile is checked as it arrives.
  const { proof } = round;
  const verdict = isChecked && proof ? verifyRound({ result: round.result, proof }) : null;
  const isWaiting = verdict?.kind === 'waiting';
  useEffect(() => {
    if (!isWaiting) return;
    const timer = window.setInterval(onRefresh, seedWaitPollMs);
    return () => window.clearInterval(timer);
  }, [isWaiting, onRefresh]);
  const isOver =
    round.status === 'settled' || round.status === 'refunded' || round.status === 'cancelled';
  return (
    <li
      className="tbl-round"
      data-testid="my-round"
      data-round={round.number}
      data-status={round.status}
    >
      <div className="tbl-round__head">
        <span className="tbl-round__number tabular">
          {t('tables.round.number', { number: round.number })}
        </span>
        <span className={`tbl-round__status tbl-round__status--${round.status}`}>
          {t(`tables.status.${round.status}`)}
        </span>
        <span className="tbl-round__time">{formatTime(shownTimeOf(round))}</span>
      </div>
      {round.result && (
        <p className="tbl-round__result">
          <strong>{winnerText(t, round.result)}</strong> {detailText(t, round.result)}
        </p>
      )}
      <ul className="tbl-round__bets">
        {round.bets.map((bet) => (
          <li key={bet.area} className={`tbl-round__bet tbl-round__bet--${bet.status}`}>
            <span>
              {areaName(t, bet.area)}
              {bet.area === 'crash' && (
                <small className="tbl-round__note" data-testid="my-crash-bet">
                  {crashBetText(t, bet)}
                </small>
              )}
              {typeof bet.odds === 'number' && (
                <small className="tbl-round__note" data-testid="my-fight-odds">
                  {t('tables.cockfight.atOdds', { odds: formatOdds(bet.odds) })}
                </small>
              )}
            </span>
            <span className="tabular">{formatAmount(bet.stake)}</span>
            <span className="tabular">
              {bet.win === null ? t('tables.round.open') : formatAmount(bet.win)}
            </span>
          </li>
        ))}
      </ul>
      <div className="tbl-round__sum">
        <span>
          {t('tables.round.stake')} <strong className="tabular">{formatAmount(round.stake)}</strong>
        </span>
        <span>
          {t('tables.round.win')}{' '}
          <strong className="tabular" data-testid="my-round-win">
            {round.win === null ? t('tables.round.pending') : formatAmount(round.win)}
          </strong>
        </span>
        {isOver && round.result && proof && (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => {
              setIsChecked(true);
              onRefresh();
            }}
            data-testid="tables-verify"
          >
            {t('tables.verify.button')}
          </button>
        )}
      </div>
      {verdict && proof && <VerdictView proof={proof} verdict={verdict} game={game} />}
    </li>
  );
}
