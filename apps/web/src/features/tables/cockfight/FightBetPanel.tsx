import type { TableSnapshot } from '@khela/contracts';
import type { CockfightSide } from '@khela/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { parseStake, stakeText } from '../crash/crash-stake';
import { StakeChips } from '../StakeChips';
import { formatMinor } from '../table-money';
import { fightBetOf, formatOdds, type FightStage } from './cockfight-fight';

/**
 * The bet at the thumb: the stake (a chip or typed) and one Confirm that says what will
 * happen — the stake, the side and the odds it is taken at — or why nothing can be confirmed.
 */

/** What the Confirm button says now. */
function confirmText(values: {
  t: ReturnType<typeof useTranslation>['t'];
  stage: FightStage;
  rule: TableSnapshot['cockfight'];
  pick: CockfightSide | null;
  amount: string;
  isSending: boolean;
}): { label: string; detail: string; isReady: boolean } {
  const { t, stage, rule, pick, amount } = values;
  if (values.isSending) return { label: t('tables.rail.sending'), detail: '', isReady: false };
  if (stage.kind !== 'betting') {
    return { label: t('tables.cockfight.confirm.shut'), detail: '', isReady: false };
  }
  if (!pick) return { label: t('tables.cockfight.confirm.pick'), detail: '', isReady: false };
  const bet = fightBetOf(stage, rule, pick);
  const side = t(`tables.area.${pick}`);
  if (bet.kind === 'refused') {
    return { label: t(`tables.cockfight.notice.${bet.reason}`), detail: '', isReady: false };
  }
  const detail =
    bet.odds === undefined
      ? t('tables.cockfight.confirm.pool', { amount, side })
      : t('tables.cockfight.confirm.at', { amount, side, odds: formatOdds(bet.odds) });
  return { label: t('tables.rail.confirm'), detail, isReady: true };
}

export function FightBetPanel({
  stake,
  onStake,
  chips,
  currency,
  stage,
  rule,
  pick,
  isSending,
  onConfirm,
}: {
  stake: string;
  onStake: (stake: string) => void;
  chips: bigint[];
  currency: string;
  stage: FightStage;
  rule: TableSnapshot['cockfight'];
  pick: CockfightSide | null;
  isSending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const stakeId = useId();
  const stakeMinor = parseStake(stake, currency);
  const amount = stakeMinor === null ? stake : formatMinor(stakeMinor, currency);
  const button = confirmText({ t, stage, rule, pick, amount, isSending });
  return (
    <div className="cf-panel" data-testid="cockfight-panel">
      <StakeChips
        chips={chips}
        currency={currency}
        stakeMinor={stakeMinor}
        onChip={(chip) => onStake(stakeText(chip, currency))}
        testIdPrefix="cockfight-chip"
      />
      <div className="cf-panel__row">
        <label className="cf-panel__field">
          <span className="cf-panel__label">{t('tables.cockfight.stake')}</span>
          <input
            id={stakeId}
            className="cf-panel__input tabular"
            inputMode="decimal"
            autoComplete="off"
            value={stake}
            onChange={(event) => onStake(event.target.value)}
            onBlur={() => stakeMinor !== null && onStake(stakeText(stakeMinor, currency))}
            aria-invalid={stakeMinor === null}
            data-testid="cockfight-stake"
          />
        </label>
        <button
          type="button"
          className={`tbl-confirm cf-confirm ${pick ? `cf-confirm--${pick}` : ''}`}
          disabled={!button.isReady}
          onClick={onConfirm}
          data-testid="cockfight-confirm"
        >
          <span className="tbl-confirm__label">{button.label}</span>
          {button.detail && <span className="tbl-confirm__amount">{button.detail}</span>}
        </button>
      </div>
    </div>
  );
}
