import type { TableGameName } from '@khela/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { Pager } from '../../ui/Pager';
import { useFormatDateTime } from '../system/date-time';
import { areaName } from './areas';
import type { MyCrashBet } from './crash/crash-live';
import { crashBetText } from './result-text';
import type { TakenSlip } from './round-stakes';
import { RoundRow } from './RoundRow';
import { useMyRounds } from './tables.api';
import { formatMinor } from './table-money';

/**
 * The player's bets: this round's confirmed slips, and their rounds at this table with each
 * bet's win and a check of the round's fairness worked out here in the browser.
 */

const myBetsTabs = ['round', 'history'] as const;

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
