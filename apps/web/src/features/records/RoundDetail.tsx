import type { BetRoundDetail, BetSpin } from '@khela/contracts';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureBundle } from '../../i18n/feature-bundle';
import { AppLink } from '../../ui/AppLink';
import { formatAmount, formatDateTime, formatSignedAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { tablesBundles } from '../tables/i18n';
import { fairnessLink, gridRows, netClass, paidCells, symbolLabel } from './bet-round';
import { useBetRound, type RoundTarget } from './records.api';
import type { TableRound } from './TableRoundSection';

type House = NonNullable<BetRoundDetail['house']>;

// The tables' code, styles and texts come only when a table's round is opened.
const TableRoundSection = lazy(() => import('./TableRoundSection'));

/** What a spin paid, one line each: lines or ways, scatters, free spins won. */
function SpinWins({ spin }: { spin: BetSpin }) {
  const { t } = useTranslation();
  const lines = spin.wins.map((win, index) => (
    <li key={index}>
      <span>
        {win.line !== null
          ? t('bettingRecord.lineWin', {
              line: win.line,
              symbol: symbolLabel(win.symbol),
              count: win.count,
            })
          : t('bettingRecord.waysWin', {
              symbol: symbolLabel(win.symbol),
              count: win.count,
              ways: win.ways ?? 1,
            })}
      </span>
      <span className="bet-spin__amount">{formatAmount(win.amount)}</span>
    </li>
  ));
  if (spin.scatter.count > 0 && spin.scatter.amount !== '0.00') {
    lines.push(
      <li key="scatter">
        <span>{t('bettingRecord.scatterWin', { count: spin.scatter.count })}</span>
        <span className="bet-spin__amount">{formatAmount(spin.scatter.amount)}</span>
      </li>,
    );
  }
  if (spin.freeSpinsAwarded > 0) {
    lines.push(
      <li key="free">
        <span>{t('bettingRecord.freeSpinsAwarded', { count: spin.freeSpinsAwarded })}</span>
      </li>,
    );
  }
  if (lines.length === 0) return <p className="bet-spin__none">{t('bettingRecord.noWin')}</p>;
  return <ul className="bet-spin__wins">{lines}</ul>;
}

/** One spin: its window of symbols (paid cells marked) and what it won. */
function Spin({ spin, number }: { spin: BetSpin; number: number }) {
  const { t } = useTranslation();
  const rows = gridRows(spin.grid);
  const paid = paidCells(spin);
  return (
    <li className="bet-spin" data-testid="bet-spin">
      <header className="bet-spin__head">
        <span className="bet-spin__title">
          {t('bettingRecord.spinNumber', { number })}
          {spin.mode === 'free' && (
            <span className="bet-spin__badge">{t('bettingRecord.freeSpin')}</span>
          )}
          {spin.multiplier > 1 && (
            <span className="bet-spin__badge">
              {t('bettingRecord.multiplier', { multiplier: spin.multiplier })}
            </span>
          )}
        </span>
        <span className="bet-spin__amount">{formatAmount(spin.total)}</span>
      </header>
      <p className="bet-spin__stops" data-testid="bet-spin-stops" data-keep-digits>
        {t('bettingRecord.stops', { stops: spin.stops.join(', ') })}
      </p>
      <div
        className="bet-spin__grid"
        role="table"
        aria-label={t('bettingRecord.gridLabel', { number })}
        style={{ gridTemplateColumns: `repeat(${spin.grid.length}, minmax(0, 1fr))` }}
      >
        {rows.map((row, rowIndex) =>
          row.map((symbol, reel) => {
            const isPaid = paid.has(`${reel}:${rowIndex}`);
            return (
              <span
                key={`${reel}:${rowIndex}`}
                role="cell"
                className={`symbol-chip${isPaid ? ' symbol-chip--paid' : ''}`}
                title={symbol}
              >
                {symbolLabel(symbol)}
              </span>
            );
          }),
        )}
      </div>
      <SpinWins spin={spin} />
    </li>
  );
}

/** The seeds that decided the round and, once revealed, the way to check it. */
function Fairness({ house, gameCode }: { house: House; gameCode: string }) {
  const { t } = useTranslation();
  const { fairness } = house;
  const link = fairnessLink(gameCode, fairness);
  const lastNonce = fairness.firstNonce + fairness.nonceCount - 1;
  return (
    <section className="bet-detail__section" data-testid="bet-fairness">
      <h3>
        <Icon name="shield" size={18} />
        {t('bettingRecord.fairness')}
      </h3>
      <dl className="bet-facts bet-facts--seeds">
        <div>
          <dt>{t('bettingRecord.serverSeedHash')}</dt>
          <dd className="bet-facts__code" data-keep-digits>
            {fairness.serverSeedHash}
          </dd>
        </div>
        <div>
          <dt>{t('bettingRecord.clientSeed')}</dt>
          <dd className="bet-facts__code" data-keep-digits>
            {fairness.clientSeed}
          </dd>
        </div>
        <div>
          <dt>{t('bettingRecord.nonce')}</dt>
          <dd className="bet-facts__code" data-keep-digits>
            {fairness.nonceCount > 1
              ? t('bettingRecord.nonces', { first: fairness.firstNonce, last: lastNonce })
              : fairness.firstNonce}
          </dd>
        </div>
        <div>
          <dt>{t('bettingRecord.scheme')}</dt>
          <dd data-testid="bet-scheme">{t(`bettingRecord.schemes.${fairness.scheme}`)}</dd>
        </div>
        {fairness.jackpot && (
          <div>
            <dt>{t('bettingRecord.jackpotDraw')}</dt>
            <dd className="bet-facts__code" data-keep-digits data-testid="bet-jackpot">
              {t(
                fairness.jackpot.isHit ? 'bettingRecord.jackpotHit' : 'bettingRecord.jackpotMiss',
                {
                  draw: fairness.jackpot.draw,
                  odds: fairness.jackpot.oddsOneIn,
                },
              )}
            </dd>
          </div>
        )}
        {fairness.serverSeed !== null && (
          <div>
            <dt>{t('bettingRecord.serverSeed')}</dt>
            <dd className="bet-facts__code" data-keep-digits>
              {fairness.serverSeed}
            </dd>
          </div>
        )}
      </dl>
      {link ? (
        <AppLink className="button button--primary bet-detail__verify" to={link}>
          <Icon name="shield" size={18} />
          {t('bettingRecord.verify')}
        </AppLink>
      ) : (
        <p className="bet-note" data-testid="bet-verify-later">
          {t('bettingRecord.verifyLater')}
        </p>
      )}
    </section>
  );
}

/** A table's round once the tables' texts and the section's code are in. */
function TablePart({ table, onRefresh }: { table: TableRound; onRefresh: () => void }) {
  const hasTexts = useFeatureBundle('tables', tablesBundles);
  const skeleton = <div className="skeleton" style={{ height: 120 }} aria-hidden="true" />;
  if (!hasTexts) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <TableRoundSection table={table} onRefresh={onRefresh} />
    </Suspense>
  );
}

/** The facts of a round every vendor gives: ids, times and money. */
function Facts({ round, timeZone }: { round: BetRoundDetail; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const facts: [string, ReactNode][] = [
    [
      t('bettingRecord.roundId'),
      <span className="bet-facts__code" data-keep-digits>
        {round.roundId}
      </span>,
    ],
    [t('bettingRecord.vendor'), round.vendorName],
    [t('bettingRecord.gameTypeFilter'), t(`bettingRecord.gameType.${round.gameType ?? 'other'}`)],
    [
      t('bettingRecord.statusLabel'),
      <span className={`bet-status bet-status--${round.status}`}>
        {t(`bettingRecord.status.${round.status}`)}
      </span>,
    ],
    [t('bettingRecord.started'), formatDateTime(round.startedAt, i18n.language, timeZone)],
    [
      t('bettingRecord.closed'),
      round.closedAt
        ? formatDateTime(round.closedAt, i18n.language, timeZone)
        : t('bettingRecord.notClosed'),
    ],
    [t('bettingRecord.stake'), formatAmount(round.stake)],
    [t('bettingRecord.payout'), formatAmount(round.payout)],
    [
      t('bettingRecord.net'),
      <span className={netClass(round.net)}>{formatSignedAmount(round.net)}</span>,
    ],
  ];
  return (
    <dl className="bet-facts">
      {facts.map(([label, value], index) => (
        <div key={label} className={index === 0 ? 'bet-facts__wide' : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A round of the betting record in a dialog; the in-house vendor's with spins and seeds, the
 * in-house tables' with the result, the member's bets and the check.
 */
export function RoundDetail({
  target,
  timeZone,
  onClose,
}: {
  target: RoundTarget | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const round = useBetRound(target);
  const data = round.data;
  const { refetch } = round;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return (
    <Modal
      isOpen={target !== null}
      title={data?.gameName ?? t('bettingRecord.details')}
      onClose={onClose}
      width={640}
      isCompact
      testId="bet-round"
    >
      {round.isError ? (
        <div className="bet-detail__failed">
          <p>{t('bettingRecord.detailFailed')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void round.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : !data ? (
        <div className="records__skeleton" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <div key={index} className="skeleton" style={{ height: 48 }} />
          ))}
        </div>
      ) : (
        <div className="bet-detail">
          <Facts round={data} timeZone={timeZone} />
          {data.house && (
            <>
              <section className="bet-detail__section">
                <h3>
                  {t('bettingRecord.spins')}
                  <span className="bet-detail__total">
                    {t('bettingRecord.roundTotal')}: {formatAmount(data.house.total)}
                  </span>
                </h3>
                <ol className="bet-spins">
                  {data.house.spins.map((spin, index) => (
                    <Spin key={spin.nonce} spin={spin} number={index + 1} />
                  ))}
                </ol>
              </section>
              <Fairness house={data.house} gameCode={data.gameCode} />
            </>
          )}
          {data.table && <TablePart table={data.table} onRefresh={refresh} />}
        </div>
      )}
    </Modal>
  );
}
