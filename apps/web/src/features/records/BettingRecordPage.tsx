import {
  catalogueGameTypes,
  type BetRecord,
  type BetTotals,
  type CatalogueGameType,
  type Vendor,
} from '@khela/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount, formatDateTime, formatSignedAmount } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { useSiteConfig, useVendors } from '../system/system.api';
import { LoadFailed } from '../wallet/LoadFailed';
import { netClass } from './bet-round';
import { lastDays, previousRange, todayIn, type DayRange } from './date-range';
import { RangePicker } from './RangePicker';
import { useBetRecords, type RoundTarget } from './records.api';
import { RoundDetail } from './RoundDetail';
import './records.css';

const defaultDays = 7;

/** The game types the merchant's vendors offer, in the catalogue's order. */
function offeredTypes(vendors: Vendor[]): CatalogueGameType[] {
  return catalogueGameTypes.filter((type) => vendors.some((vendor) => vendor.gameType === type));
}

/** One entry per vendor (a vendor lists itself once per game type), of one type or all. */
function vendorChoices(vendors: Vendor[], gameType: CatalogueGameType | null) {
  const byCode = new Map<string, string>();
  for (const vendor of vendors) {
    if (gameType && vendor.gameType !== gameType) continue;
    if (!byCode.has(vendor.vassalage)) byCode.set(vendor.vassalage, vendor.displayName);
  }
  return [...byCode].map(([vassalage, name]) => ({ vassalage, name }));
}

/** The sums of everything the filter matches. */
function Totals({ totals }: { totals: BetTotals }) {
  const { t } = useTranslation();
  return (
    <dl className="bet-totals" data-testid="bets-totals" aria-label={t('bettingRecord.totals')}>
      <div>
        <dt>{t('bettingRecord.count')}</dt>
        <dd>{totals.count}</dd>
      </div>
      <div>
        <dt>{t('bettingRecord.stake')}</dt>
        <dd>{formatAmount(totals.stake)}</dd>
      </div>
      <div>
        <dt>{t('bettingRecord.payout')}</dt>
        <dd>{formatAmount(totals.payout)}</dd>
      </div>
      <div>
        <dt>{t('bettingRecord.net')}</dt>
        <dd className={netClass(totals.net)}>{formatSignedAmount(totals.net)}</dd>
      </div>
    </dl>
  );
}

/** A bet: a card on a phone, a table row when there is room; opens the round's detail. */
function BetRow({
  bet,
  timeZone,
  onOpen,
}: {
  bet: BetRecord;
  timeZone: string;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const typeName = t(`bettingRecord.gameType.${bet.gameType ?? 'other'}`);
  return (
    <li>
      <button
        type="button"
        className="bet"
        data-testid="bet"
        onClick={onOpen}
        aria-label={t('bettingRecord.openDetails', { game: bet.gameName })}
      >
        <span className="bet__game">
          <span className="bet__name">{bet.gameName}</span>
          <span className="bet__vendor">
            {bet.vendorName}
            <span className="bet__type-inline"> · {typeName}</span>
          </span>
        </span>
        <span className="bet__type">{typeName}</span>
        <time className="bet__time" dateTime={bet.startedAt}>
          {formatDateTime(bet.startedAt, i18n.language, timeZone)}
        </time>
        <span className="bet__stake">
          <span className="bet__label">{t('bettingRecord.stake')}</span>
          {formatAmount(bet.stake)}
        </span>
        <span className="bet__payout">
          <span className="bet__label">{t('bettingRecord.payout')}</span>
          {formatAmount(bet.payout)}
        </span>
        <span className={`bet__net ${netClass(bet.net)}`}>{formatSignedAmount(bet.net)}</span>
        <span className={`bet__status bet-status bet-status--${bet.status}`}>
          {t(`bettingRecord.status.${bet.status}`)}
        </span>
      </button>
    </li>
  );
}

/** Previous and next page, and where we are. */
function RecordPager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Pager
      className="pager"
      page={pageNo}
      totalPages={totalPages}
      onPage={onPage}
      labels={{
        region: t('records.pages'),
        previous: t('records.previousPage'),
        next: t('records.nextPage'),
        position: t('records.pageOf', { page: Math.min(pageNo, totalPages), pages: totalPages }),
      }}
    />
  );
}

/**
 * personalHistoryCopy (spec §2 betting record): every real-money round of the member across
 * vendors, by game type, vendor and days, with the totals of the whole range and each round's
 * detail.
 */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const today = todayIn(info.timezone);
  const vendors = useVendors().data;
  const [gameType, setGameType] = useState<CatalogueGameType | null>(null);
  const [vassalage, setVassalage] = useState<string | null>(null);
  const [range, setRange] = useState<DayRange>(() => lastDays(today, defaultDays));
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<RoundTarget | null>(null);
  const types = useMemo(() => offeredTypes(vendors ?? []), [vendors]);
  const choices = useMemo(() => vendorChoices(vendors ?? [], gameType), [vendors, gameType]);
  const bets = useBetRecords({ gameType, vassalage, range, pageNo });
  const data = bets.data;
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  const chooseType = (next: CatalogueGameType | null) => {
    setGameType(next);
    // A vendor that does not offer the new type would match nothing.
    if (
      next &&
      vassalage &&
      !vendorChoices(vendors ?? [], next).some((v) => v.vassalage === vassalage)
    ) {
      setVassalage(null);
    }
    setPageNo(1);
  };
  const move = (next: DayRange) => {
    setRange(next);
    setPageNo(1);
  };

  return (
    <div className="records" data-testid="mc-personalHistoryCopy">
      <section className="member-page__section records__filters">
        <div
          className="records__types"
          role="radiogroup"
          aria-label={t('bettingRecord.gameTypeFilter')}
        >
          {[null, ...types].map((item) => (
            <button
              key={item ?? 'all'}
              type="button"
              role="radio"
              aria-checked={gameType === item}
              className="chip"
              onClick={() => chooseType(item)}
            >
              {item ? t(`bettingRecord.gameType.${item}`) : t('bettingRecord.allGameTypes')}
            </button>
          ))}
        </div>
        <label className="bet-filter">
          <span className="bet-filter__label">{t('bettingRecord.vendor')}</span>
          <select
            name="vassalage"
            data-testid="bets-vendor"
            value={vassalage ?? ''}
            onChange={(event) => {
              setVassalage(event.target.value || null);
              setPageNo(1);
            }}
          >
            <option value="">{t('bettingRecord.allVendors')}</option>
            {choices.map((choice) => (
              <option key={choice.vassalage} value={choice.vassalage}>
                {choice.name}
              </option>
            ))}
          </select>
        </label>
        <RangePicker range={range} today={today} onChange={move} testId="bets-range" />
      </section>
      {data && <Totals totals={data.totals} />}
      <section
        className="member-page__section records__list"
        aria-busy={bets.isFetching}
        data-testid="bets-list"
      >
        {bets.isError && !data ? (
          <LoadFailed onRetry={() => void bets.refetch()} />
        ) : !data ? (
          <div className="records__skeleton" aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="skeleton" style={{ height: 72 }} />
            ))}
          </div>
        ) : data.list.length === 0 ? (
          <EmptyState
            testId="bets-empty"
            title={t('bettingRecord.empty')}
            text={t('bettingRecord.emptyText')}
            action={
              <button
                type="button"
                className="button button--primary"
                onClick={() => move(previousRange(range, 30))}
              >
                {t('records.previousDays', { count: 30 })}
              </button>
            }
          />
        ) : (
          <>
            <div className="bet bet--head" aria-hidden="true">
              <span className="bet__time">{t('bettingRecord.time')}</span>
              <span className="bet__game">{t('bettingRecord.game')}</span>
              <span className="bet__type">{t('bettingRecord.gameTypeFilter')}</span>
              <span className="bet__stake">{t('bettingRecord.stake')}</span>
              <span className="bet__payout">{t('bettingRecord.payout')}</span>
              <span className="bet__net">{t('bettingRecord.net')}</span>
              <span className="bet__status">{t('bettingRecord.statusLabel')}</span>
            </div>
            <ul className={`bets${bets.isPlaceholderData ? ' records__rows--stale' : ''}`}>
              {data.list.map((bet) => (
                <BetRow
                  key={`${bet.source}:${bet.vassalage}:${bet.roundId}`}
                  bet={bet}
                  timeZone={info.timezone}
                  onOpen={() => setOpened({ vassalage: bet.vassalage, roundId: bet.roundId })}
                />
              ))}
            </ul>
            <RecordPager pageNo={pageNo} totalPages={totalPages} onPage={setPageNo} />
          </>
        )}
      </section>
      <RoundDetail target={opened} timeZone={info.timezone} onClose={() => setOpened(null)} />
    </div>
  );
}
