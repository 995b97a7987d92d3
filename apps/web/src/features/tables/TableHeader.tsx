import type { TableMyRound } from '@khela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { ControlIcon } from './TableArt';

/**
 * The table's header: its name and the auto table mark, the balance, and the tools (the
 * player's bets, the rules, the sound); and the player's outcome of a round on the felt.
 */
export function TableHeader({
  title,
  isPlayMoney,
  balance,
  isSound,
  onSound,
  onPanel,
  badge,
}: {
  title: string;
  isPlayMoney: boolean;
  balance: string;
  isSound: boolean;
  onSound: () => void;
  onPanel: (panel: 'rules' | 'mine') => void;
  /** The table's mark beside its name; an auto table's unless told (an arena is not one). */
  badge?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="tbl-head">
      <div className="tbl-head__name">
        <h1 className="tbl-head__title">{title}</h1>
        {badge ?? (
          <span className="tbl-badge" data-testid="auto-table-badge">
            <ControlIcon name="auto" size={14} />
            {t('tables.autoTable')}
          </span>
        )}
        {isPlayMoney && <span className="tbl-badge tbl-badge--play">{t('tables.playMoney')}</span>}
      </div>
      <div className="tbl-head__balance">
        <span className="tbl-head__label">{t('tables.balance')}</span>
        <strong className="tabular" data-testid="table-balance">
          {formatAmount(balance)}
        </strong>
      </div>
      <div className="tbl-head__tools">
        <button
          type="button"
          className="tbl-tool"
          onClick={() => onPanel('mine')}
          aria-label={t('tables.mine.title')}
          data-testid="open-my-bets"
        >
          <ControlIcon name="bets" />
        </button>
        <button
          type="button"
          className="tbl-tool"
          onClick={() => onPanel('rules')}
          aria-label={t('tables.rules.open')}
          data-testid="open-rules"
        >
          <ControlIcon name="info" />
        </button>
        <button
          type="button"
          className="tbl-tool"
          onClick={onSound}
          aria-pressed={isSound}
          aria-label={t('tables.sound')}
          data-testid="sound-toggle"
        >
          <ControlIcon name={isSound ? 'soundOn' : 'soundOff'} />
        </button>
      </div>
    </header>
  );
}

/** What the player's round came to: the win, no win, or the stake refunded. */
export function MyOutcome({ round, isWin }: { round: TableMyRound; isWin: boolean }) {
  const { t } = useTranslation();
  let text: string;
  if (round.status === 'refunded' || round.status === 'cancelled')
    text = t('tables.outcome.refunded');
  else if (round.win === null) text = t('tables.outcome.waiting');
  else if (isWin) text = t('tables.outcome.won', { amount: formatAmount(round.win) });
  else text = t('tables.outcome.lost', { amount: formatAmount(round.stake) });
  return (
    <div
      className={`tbl-mine-banner ${isWin ? 'tbl-mine-banner--win' : ''}`}
      data-testid="my-result-banner"
      data-win={String(isWin)}
    >
      {text}
    </div>
  );
}
