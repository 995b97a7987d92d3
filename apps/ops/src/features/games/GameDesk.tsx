import './games.css';
import {
  sortOrderMax,
  vendorLaunchModes,
  type DeskVendor,
  type Operator,
  type UpdateDeskVendor,
  type VendorLaunchMode,
} from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Field, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { useSingleFlight } from '../../ui/single-flight';
import { ConnectVendorDialog, emptyConnectDraft, type ConnectDraft } from './ConnectVendorDialog';
import {
  gameDeskKeys,
  setVendorLaunchMode,
  updateVendor,
  useDeskVendors,
  type MerchantChoice,
} from './games.api';
import { PageGames } from './PageGames';
import { HotSwitch, StatusChips } from './StatusChips';
import { VendorGames } from './VendorGames';

function Connection({
  vendor,
  isBusy,
  onLaunchMode,
}: {
  vendor: DeskVendor;
  isBusy: boolean;
  onLaunchMode: (launchMode: VendorLaunchMode) => void;
}) {
  const { t, i18n } = useTranslation();
  const connection = vendor.connection;
  if (!connection) return null;
  return (
    <dl className="ops-fields gd-connection">
      {connection.keyFingerprint !== null && (
        <Field label={t('games.fingerprint')}>
          <code>{connection.keyFingerprint}</code>
        </Field>
      )}
      <Field label={t('games.connectedAt')}>
        {formatDateTime(connection.connectedAt, i18n.language)}
      </Field>
      <Field label={t('games.template')}>
        <code>{connection.launchUrlTemplate ?? t('games.noTemplate')}</code>
      </Field>
      {connection.walletEndpoint !== null && (
        <Field label={t('games.endpoint')}>
          <code>{connection.walletEndpoint}</code>
        </Field>
      )}
      <Field label={t('games.connect.launchMode')}>
        <select
          value={connection.launchMode}
          disabled={isBusy || vendor.isHouse}
          aria-label={t('games.launchModeOf', { name: vendor.displayName })}
          data-testid={`launch-mode-${vendor.vassalage}-${vendor.gameType}`}
          onChange={(event) => onLaunchMode(event.target.value as VendorLaunchMode)}
        >
          {vendorLaunchModes.map((mode) => (
            <option key={mode} value={mode}>
              {t(`games.launchMode.${mode}`)}
            </option>
          ))}
        </select>
      </Field>
    </dl>
  );
}

function ConnectionBadge({ vendor }: { vendor: DeskVendor }) {
  const { t } = useTranslation();
  if (vendor.connection) {
    return <span className="ops-badge ops-badge--ok">{t('games.connected')}</span>;
  }
  return (
    <span className="ops-badge ops-badge--off">
      {vendor.walletMode === 'transfer' ? t('games.transferWallet') : t('games.notConnected')}
    </span>
  );
}

/** One vendor under one game type: status chips, hot switch, place, connection, actions. */
function VendorCard({
  vendor,
  merchant,
  isOpen,
  onOpen,
  onRekey,
}: {
  vendor: DeskVendor;
  merchant: MerchantChoice;
  isOpen: boolean;
  onOpen: () => void;
  onRekey: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [sortOrder, setSortOrder] = useState(String(vendor.sortOrder));
  const [error, setError] = useState<string | null>(null);
  const label = `${vendor.displayName} · ${t(`games.type.${vendor.gameType}`)}`;

  function change(update: UpdateDeskVendor) {
    setError(null);
    void run(async () => {
      try {
        await updateVendor(merchant, vendor, update);
        await queryClient.invalidateQueries({ queryKey: gameDeskKeys.vendors(merchant) });
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  }

  function changeLaunchMode(launchMode: VendorLaunchMode) {
    setError(null);
    void run(async () => {
      try {
        await setVendorLaunchMode(merchant, vendor.vassalage, launchMode);
        await queryClient.invalidateQueries({ queryKey: gameDeskKeys.vendors(merchant) });
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  }

  function saveSortOrder() {
    const text = sortOrder.trim();
    if (!/^\d+$/.test(text) || Number(text) > sortOrderMax) {
      setError(t('games.sortInvalid', { max: sortOrderMax }));
      return;
    }
    change({ sortOrder: Number(text) });
  }

  return (
    <article
      className={`ops-item gd-vendor gd-vendor--${vendor.status}`}
      aria-current={isOpen ? 'true' : undefined}
      data-testid={`vendor-${vendor.vassalage}-${vendor.gameType}`}
    >
      <div className="ops-item__head">
        <div className="ops-item__who">
          <strong>{vendor.displayName}</strong>
          {vendor.isHouse && <span className="ops-badge">{t('games.house')}</span>}
          <br />
          <small>
            <code>{vendor.vassalage}</code> · {t(`games.type.${vendor.gameType}`)}
          </small>
        </div>
        <ConnectionBadge vendor={vendor} />
      </div>
      <div className="gd-vendor__controls">
        <StatusChips
          value={vendor.status}
          isBusy={isBusy}
          label={t('games.statusOf', { name: label })}
          onChange={(status) => change({ status })}
        />
        <div className="gd-vendor__settings">
          <HotSwitch
            isOn={vendor.isHot}
            isBusy={isBusy}
            label={t('games.hotOf', { name: label })}
            onChange={(isHot) => change({ isHot })}
          />
          <label className="gd-inline-field">
            {t('games.sortOrder')}
            <input
              className="gd-number-input gd-number-input--short"
              inputMode="numeric"
              value={sortOrder}
              maxLength={7}
              aria-label={t('games.sortOrderOf', { name: label })}
              onChange={(event) => setSortOrder(event.target.value)}
            />
          </label>
          {sortOrder.trim() !== String(vendor.sortOrder) && (
            <BusyButton isBusy={isBusy} onClick={saveSortOrder}>
              {t('common.save')}
            </BusyButton>
          )}
        </div>
      </div>
      <Connection vendor={vendor} isBusy={isBusy} onLaunchMode={changeLaunchMode} />
      <ErrorNote text={error} />
      <div className="ops-actions">
        <button
          type="button"
          className={isOpen ? 'ops-button' : 'ops-button ops-button--ghost'}
          aria-pressed={isOpen}
          onClick={onOpen}
        >
          {t('games.openGames', { count: vendor.gameCount })}
        </button>
        {!vendor.isHouse && (
          <button type="button" className="ops-button ops-button--ghost" onClick={onRekey}>
            {!vendor.connection
              ? t('games.connectThis')
              : vendor.walletMode === 'transfer'
                ? t('games.changeLaunch')
                : t('games.rekey')}
          </button>
        )}
      </div>
    </article>
  );
}

/** The merchant's vendors with their status, place and connection; a vendor's games below. */
function VendorDesk({ merchant }: { merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const list = useDeskVendors(merchant, true);
  const [openVassalage, setOpenVassalage] = useState<string | null>(null);
  const [connecting, setConnecting] = useState<{ draft: ConnectDraft; isRekey: boolean } | null>(
    null,
  );
  const vendors = useMemo(() => list.data?.vendors ?? [], [list.data]);
  const openRows = vendors.filter((vendor) => vendor.vassalage === openVassalage);

  function rekey(vendor: DeskVendor) {
    const rows = vendors.filter((candidate) => candidate.vassalage === vendor.vassalage);
    setConnecting({
      isRekey: vendor.connection !== null,
      draft: {
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        gameTypes: rows.map((row) => row.gameType),
        launchUrlTemplate: vendor.connection?.launchUrlTemplate ?? '',
        walletMode: vendor.walletMode,
        launchMode: vendor.connection?.launchMode ?? 'frame',
      },
    });
  }

  return (
    <>
      <section className="ops-panel" data-testid="ops-games">
        <div className="ops-section-head">
          <h1>{t('games.title')}</h1>
          <div className="ops-inline">
            <BusyButton isGhost isBusy={list.isFetching} onClick={() => void list.refetch()}>
              {t('common.refresh')}
            </BusyButton>
            <button
              type="button"
              className="ops-button"
              onClick={() => setConnecting({ draft: emptyConnectDraft, isRekey: false })}
            >
              {t('games.connectVendor')}
            </button>
          </div>
        </div>
        <p className="ops-hint">
          {list.data
            ? t('games.intro', {
                name: list.data.merchant.name,
                currency: list.data.merchant.currency,
              })
            : t('games.introLoading')}
        </p>
        <ErrorNote text={list.error ? errorText(list.error, t('common.loadFailed')) : null} />
        {list.isPending && <Skeleton rows={4} />}
        {list.data && vendors.length === 0 && <p className="ops-empty">{t('games.noVendors')}</p>}
        {vendors.length > 0 && (
          <div className="ops-items gd-vendors">
            {vendors.map((vendor) => (
              <VendorCard
                key={`${vendor.id}:${vendor.sortOrder}`}
                vendor={vendor}
                merchant={merchant}
                isOpen={vendor.vassalage === openVassalage}
                onOpen={() =>
                  setOpenVassalage((current) =>
                    current === vendor.vassalage ? null : vendor.vassalage,
                  )
                }
                onRekey={() => rekey(vendor)}
              />
            ))}
          </div>
        )}
      </section>
      {list.data && <PageGames merchant={merchant} vendors={vendors} />}
      {openRows.length > 0 && list.data && (
        <VendorGames
          key={openVassalage}
          merchant={merchant}
          currency={list.data.merchant.currency}
          rows={openRows}
          onClose={() => setOpenVassalage(null)}
        />
      )}
      {connecting && (
        <ConnectVendorDialog
          merchant={merchant}
          draft={connecting.draft}
          isRekey={connecting.isRekey}
          onClose={() => setConnecting(null)}
        />
      )}
    </>
  );
}

/**
 * The game desk for owners and administrators: vendors appear when an operator connects them
 * here with their key; games come in by import. A platform operator first picks a merchant.
 */
export function GameDesk({ operator }: { operator: Operator }) {
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack game-desk">
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && <VendorDesk key={merchant ?? ''} merchant={merchant} />}
    </div>
  );
}
