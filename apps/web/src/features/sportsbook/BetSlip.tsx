import { oddsPolicies, type OddsPolicy } from '@khela/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { Icon } from '../../ui/Icon';
import { useMediaQuery } from '../../ui/media-query';
import { formatMinor } from '../tables/table-money';
import { useSiteConfig } from '../system/system.api';
import { useOddsPolicy } from './preferences';
import { isChangeAccepted, multipleState, slipBets, slipTotals } from './slip';
import { slipActions, useSlip } from './slip-store';
import { MultipleLine, QuickStakes, SingleLine } from './SlipLines';
import { SlipReceipt } from './SlipReceipt';
import { useSportsbookRules } from './sportsbook.api';
import { usePlaceSlip } from './use-place-slip';
import './bet-slip.css';
import './slip-drawer.css';

/** The width from which the slip is a column beside the book instead of a drawer. */
export const slipPanelQuery = '(min-width: 1024px)';

/** The policy for price changes, remembered on the device. */
function PolicyChoice() {
  const { t } = useTranslation();
  const id = useId();
  const [policy, setPolicy] = useOddsPolicy();
  return (
    <div className="sb-slip__policy">
      <label htmlFor={id}>{t('sportsbook.slip.policy')}</label>
      <select
        id={id}
        value={policy}
        onChange={(event) => setPolicy(event.target.value as OddsPolicy)}
        data-testid="odds-policy"
      >
        {oddsPolicies.map((item) => (
          <option key={item} value={item}>
            {t(`sportsbook.policy.${item}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * What the slip holds: a line per single, the multiple when its legs are of different events,
 * totals, the policy for price changes and the button that places it all (or asks a visitor to
 * log in, or the player to take the prices that moved).
 */
function SlipBody({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const { isLoggedIn } = useSession();
  const { slip, lines, receipts } = useSlip();
  const [policy] = useOddsPolicy();
  const rules = useSportsbookRules();
  const { place, isPlacing } = usePlaceSlip(rules.data);
  const currency = rules.data?.currency ?? info.currency;
  const legsMax = rules.data?.maxLegs ?? slip.legs.length;
  const multiple = multipleState(slip, legsMax);
  const totals = slipTotals(slipBets(slip, currency, legsMax));
  const hasMoved = slip.legs.some((leg) => !isChangeAccepted(leg, policy));
  const titleId = useId();
  // The line the quick amounts stake: the last one focused, else the first.
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const lineKeys = [
    ...slip.legs.map((leg) => leg.selectionId),
    ...(multiple.kind === 'ok' ? ['multiple'] : []),
  ];
  const activeKey = lineKeys.find((key) => key === focusedKey) ?? lineKeys[0] ?? null;
  const activeStake =
    activeKey === 'multiple'
      ? slip.multipleStake
      : (slip.legs.find((leg) => leg.selectionId === activeKey)?.stake ?? '');
  const stakeActive = (stake: string) => {
    if (activeKey === 'multiple') slipActions.setMultipleStake(stake);
    else if (activeKey) slipActions.setStake(activeKey, stake);
  };
  return (
    <section className="sb-slip" aria-labelledby={titleId} data-testid="bet-slip">
      <header className="sb-slip__head">
        <h2 id={titleId} className="sb-slip__title">
          {t('sportsbook.slip.title')}
          <span className="sb-count tabular" data-testid="slip-count">
            {slip.legs.length}
          </span>
        </h2>
        {slip.legs.length > 0 && (
          <button
            type="button"
            className="sb-link-button"
            onClick={slipActions.clear}
            data-testid="slip-clear"
          >
            {t('sportsbook.slip.clear')}
          </button>
        )}
        {onClose && (
          <button
            type="button"
            className="sb-slip__close"
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <Icon name="close" size={20} />
          </button>
        )}
      </header>
      {receipts.length > 0 && <SlipReceipt tickets={receipts} />}
      {slip.legs.length === 0 ? (
        receipts.length === 0 && <p className="sb-slip__empty">{t('sportsbook.slip.empty')}</p>
      ) : (
        <>
          <h3 className="sb-slip__part">{t('sportsbook.slip.singles')}</h3>
          <ul className="sb-slip__lines">
            {slip.legs.map((leg) => (
              <SingleLine
                key={leg.selectionId}
                leg={leg}
                state={lines[leg.selectionId]}
                currency={currency}
                isActive={lineKeys.length > 1 && activeKey === leg.selectionId}
                onFocusStake={() => setFocusedKey(leg.selectionId)}
              />
            ))}
          </ul>
          <MultipleLine
            legs={slip.legs}
            multiple={multiple}
            stake={slip.multipleStake}
            state={lines.multiple}
            currency={currency}
            isActive={activeKey === 'multiple'}
            onFocusStake={() => setFocusedKey('multiple')}
          />
          <footer className="sb-slip__foot">
            <QuickStakes rules={rules.data} value={activeStake} onPick={stakeActive} />
            <dl className="sb-slip__totals">
              <div>
                <dt>{t('sportsbook.slip.totalStake')}</dt>
                <dd className="tabular" data-testid="slip-total-stake">
                  {formatMinor(totals.stakeMinor, currency)}
                </dd>
              </div>
              <div>
                <dt>{t('sportsbook.slip.totalReturn')}</dt>
                <dd className="tabular" data-testid="slip-total-return">
                  {formatMinor(totals.returnMinor, currency)}
                </dd>
              </div>
            </dl>
            <PolicyChoice />
            {rules.isError && <p className="sb-line__note">{t('sportsbook.slip.rulesFailed')}</p>}
            {hasMoved && isLoggedIn ? (
              <button
                type="button"
                className="button button--accent sb-slip__place"
                onClick={slipActions.acceptOdds}
                data-testid="slip-accept-odds"
              >
                {t('sportsbook.slip.acceptOdds')}
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary sb-slip__place"
                onClick={() => void place()}
                disabled={isLoggedIn && (isPlacing || totals.stakeMinor === 0n || !rules.data)}
                data-testid="slip-place"
              >
                {!isLoggedIn
                  ? t('sportsbook.slip.loginToBet')
                  : isPlacing
                    ? t('sportsbook.slip.placing')
                    : t('sportsbook.slip.place')}
              </button>
            )}
          </footer>
        </>
      )}
    </section>
  );
}

/** The phone's drawer: a modal sheet from the bottom, closed by Escape, the backdrop or ✕. */
function SlipDrawer() {
  const { isDrawerOpen } = useSlip();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => slipActions.setDrawerOpen(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isDrawerOpen && !dialog.open) dialog.showModal();
    if (!isDrawerOpen && dialog.open) dialog.close();
    if (!isDrawerOpen) return;
    // The page behind the drawer does not scroll while it is open.
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [isDrawerOpen]);
  return (
    <dialog
      ref={dialogRef}
      className="sb-drawer"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) close();
      }}
    >
      {isDrawerOpen && <SlipBody onClose={close} />}
    </dialog>
  );
}

/** The button that opens the drawer, with the slip's count; shown once the slip holds anything. */
function SlipButton() {
  const { t } = useTranslation();
  const { slip, receipts } = useSlip();
  if (slip.legs.length === 0 && receipts.length === 0) return null;
  return (
    <button
      type="button"
      className="sb-slip-button"
      onClick={() => slipActions.setDrawerOpen(true)}
      data-testid="slip-toggle"
    >
      <span>{t('sportsbook.slip.title')}</span>
      <span className="sb-count sb-count--light tabular" key={slip.legs.length}>
        {slip.legs.length}
      </span>
    </button>
  );
}

/** The bet slip: a column beside the book on desktop, a drawer behind a button on phones. */
export function BetSlip() {
  const isPanel = useMediaQuery(slipPanelQuery);
  if (isPanel) {
    return (
      <aside className="sb-slip-panel">
        <SlipBody />
      </aside>
    );
  }
  return (
    <>
      <SlipButton />
      <SlipDrawer />
    </>
  );
}
