import type { TableGameName, TableMyRound, TableProof } from '@khela/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Modal } from '../../ui/Modal';
import { Pager } from '../../ui/Pager';
import { useFormatDateTime } from '../system/date-time';
import { areaName, isCardGame } from './areas';
import { formatOdds } from './cockfight/cockfight-fight';
import type { MyCrashBet } from './crash/crash-live';
import { formatMultiplier } from './crash/crash-round';
import { crashBetText, detailText, winnerText } from './result-text';
import type { TakenSlip } from './round-stakes';
import { ControlIcon } from './TableArt';
import { useMyRounds } from './tables.api';
import { formatMinor } from './table-money';
import { isPass, verifyRound, type Verdict } from './verify';

/**
 * The player's bets: this round's confirmed slips, and their rounds at this table with each
 * bet's win and a check of the round's fairness worked out here in the browser.
 */

const myBetsTabs = ['round', 'history'] as const;

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

/** While a checked round waits for its seed, the rounds are read again this often. */
const seedWaitPollMs = 3_000;

/** One of the player's rounds: its result, bets, stake and win, and its check. */
function RoundRow({
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
        <span className="tbl-round__time">{formatTime(round.closesAt)}</span>
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

function History({ token, game }: { token: string; game: TableGameName }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const mine = useMyRounds(token, page);
  const { refetch } = mine;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const rounds = mine.data?.rounds ?? [];
  if (mine.isPending) return <p aria-busy="true">{t('tables.loading')}</p>;
  if (mine.isError) return <p className="tbl-error">{t('tables.mine.failed')}</p>;
  return (
    <>
      {rounds.length === 0 ? (
        <p className="tbl-empty">{t('tables.mine.empty')}</p>
      ) : (
        <ul className="tbl-rounds">
          {rounds.map((round) => (
            <RoundRow key={round.id} round={round} game={game} onRefresh={refresh} />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        totalPages={mine.data?.totalPages ?? 1}
        onPage={setPage}
        className="tbl-pager"
        labels={{
          region: t('tables.mine.pages'),
          previous: t('tables.mine.newer'),
          next: t('tables.mine.older'),
          position: t('tables.mine.pageOf', { page, pages: mine.data?.totalPages ?? 1 }),
        }}
      />
    </>
  );
}

function ThisRound({ slips, currency }: { slips: TakenSlip[]; currency: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  if (slips.length === 0) return <p className="tbl-empty">{t('tables.mine.noSlips')}</p>;
  return (
    <ul className="tbl-rounds">
      {slips.map((slip) => (
        <li key={slip.requestId} className="tbl-round" data-testid="my-slip">
          <div className="tbl-round__head">
            <span className="tbl-round__number tabular">
              {t('tables.round.number', { number: slip.roundNumber })}
            </span>
            <span className="tbl-round__time">{formatTime(new Date(slip.atMs).toISOString())}</span>
          </div>
          <ul className="tbl-round__bets">
            {slip.bets.map((bet) => (
              <li key={bet.area} className="tbl-round__bet">
                <span>{areaName(t, bet.area)}</span>
                <span className="tabular">{formatMinor(bet.stakeMinor, currency)}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** A crash table's bet on the round being played: its stake, automatic cash-out and cash-out. */
function ThisCrashRound({ bets, currency }: { bets: MyCrashBet[]; currency: string }) {
  const { t } = useTranslation();
  if (bets.length === 0) return <p className="tbl-empty">{t('tables.crash.mine.noBet')}</p>;
  return (
    <ul className="tbl-rounds">
      {bets.map((bet) => (
        <li key={bet.roundId} className="tbl-round" data-testid="my-slip">
          <div className="tbl-round__head">
            <span className="tbl-round__number tabular">
              {t('tables.round.number', { number: bet.roundNumber })}
            </span>
          </div>
          <ul className="tbl-round__bets">
            <li className="tbl-round__bet">
              <span>
                {t('tables.area.crash')}
                <small className="tbl-round__note">{crashBetText(t, bet)}</small>
              </span>
              <span className="tabular">{formatMinor(bet.stakeMinor, currency)}</span>
              <span className="tabular">
                {bet.winMinor === null
                  ? t('tables.round.open')
                  : formatMinor(bet.winMinor, currency)}
              </span>
            </li>
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function MyBetsPanel({
  token,
  game,
  currency,
  slips,
  crashBets,
  onClose,
}: {
  token: string;
  game: TableGameName;
  currency: string;
  slips: TakenSlip[];
  /** A crash table's bets on the round being played (instead of slips). */
  crashBets?: MyCrashBet[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'round' | 'history'>(
    slips.length > 0 || (crashBets?.length ?? 0) > 0 ? 'round' : 'history',
  );
  return (
    <Modal
      isOpen
      title={t('tables.mine.title')}
      onClose={onClose}
      testId="tables-my-bets"
      isCompact
    >
      <div className="tbl-tabs" role="tablist">
        {myBetsTabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`tbl-tab ${tab === name ? 'tbl-tab--active' : ''}`}
            onClick={() => setTab(name)}
            data-testid={`my-bets-tab-${name}`}
          >
            {t(`tables.mine.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'round' && crashBets ? (
          <ThisCrashRound bets={crashBets} currency={currency} />
        ) : tab === 'round' ? (
          <ThisRound slips={slips} currency={currency} />
        ) : (
          <History token={token} game={game} />
        )}
      </div>
    </Modal>
  );
}
