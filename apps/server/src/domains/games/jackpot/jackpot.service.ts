import { roleTable } from '@khela/contracts';
import {
  jackpotOddsMax,
  jackpotOddsNoticeHoursMax,
  jackpotOddsNoticeHoursMin,
  jackpotSharePercentMax,
  jackpotStartHome,
  type FieldError,
  type JackpotDesk,
  type JackpotSettings,
  type JackpotView,
  type UpdateJackpot,
} from '@khela/contracts';
import { currencyOf, type CurrencyCode } from '@khela/money';
import type { Db } from '../../../db/database';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import { boardDate, maskName } from '../catalogue/games.rules';
import { createDeskAccess } from '../../platform';
import type { DeskMerchantRow, OpsService } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { RequestContext } from '../../../plugins/context';
import type { JackpotRepository, JackpotRow, JackpotValues } from './jackpot.repository';

/** The counter is asked for every few seconds by every open home page: answered from memory. */
const viewCacheMs = 1500;
const viewCacheSizeMax = 1000;
/** Where a merchant's display counter starts from before an operator sets one. */
const displayEpoch = new Date('2026-01-01T00:00:00Z');
/** The desk lists this many of the latest awards. */
const deskWinsMax = 20;

/** What a merchant that never saved a jackpot starts from (the desk's first form). */
function defaultValues(currency: string): JackpotValues {
  const scale = 10n ** BigInt(currencyOf(currency as CurrencyCode).decimals);
  return {
    isEnabled: true,
    shareBasisPoints: 100,
    seedMinor: 100_000n * scale,
    oddsOneIn: 50_000,
    displayStartMinor: BigInt(jackpotStartHome) * scale,
    oddsNoticeHours: 24,
  };
}

/** A change of the odds still to come, as the site and the desk publish it. */
function nextOddsOf(row: JackpotRow | undefined) {
  return row?.nextOddsOneIn !== null && row?.nextOddsOneIn !== undefined && row.nextOddsAt
    ? { oddsOneIn: row.nextOddsOneIn, takesEffectAt: new Date(row.nextOddsAt).toISOString() }
    : null;
}

/** Basis points as the percent an operator reads ("1.25"). */
function percentOf(basisPoints: number): string {
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

/** A typed percent ("1.5") as basis points, exactly (no floats). */
function basisPointsOf(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Merchants swept per run of the minute job. */
const sweepMerchantsMax = 500;

/**
 * The progressive jackpot of the in-house slots: the counter the site shows and the operators'
 * settings. The contributions are recorded with each round and swept into the pool by the
 * minute job (jackpot_sweep()); an award moves inside house_play_round(), with its round; this
 * service reads the pool, sweeps, and opens or changes the settings, audited.
 */
export function createJackpotService(deps: {
  db: Db;
  repository: JackpotRepository;
  ops: OpsService;
  clock: Clock;
}) {
  const { repository } = deps;
  const views = new Map<string, { view: JackpotView; atMs: number }>();

  async function freshView(context: RequestContext): Promise<JackpotView> {
    const { merchant } = context;
    const now = deps.clock.now();
    const [settings, hasHouseGames] = await Promise.all([
      repository.settings(merchant.id),
      repository.hasHouseGames(merchant.id),
    ]);
    const currency = settings?.currency ?? merchant.currency;
    const base = { currency, serverTime: now.toISOString() };
    if (settings?.isEnabled && hasHouseGames) {
      const [poolMinor, [last]] = await Promise.all([
        repository.poolMinor(merchant.id, currency),
        repository.wins(merchant.id, context.language, 1),
      ]);
      return {
        ...base,
        mode: 'pool',
        amount: wire(poolMinor, currency),
        startedAt: now.toISOString(),
        oddsOneIn: settings.oddsOneIn,
        nextOdds: nextOddsOf(settings),
        lastWin: last
          ? {
              customerName: maskName(last.username),
              amount: wire(last.amountMinor, last.currency),
              gameName: last.gameName,
              date: boardDate(new Date(last.createdAt), merchant.timezone),
            }
          : null,
      };
    }
    const displayStartMinor =
      settings?.displayStartMinor ?? defaultValues(currency).displayStartMinor;
    return {
      ...base,
      mode: 'display',
      amount: wire(displayStartMinor, currency),
      // Without settings the counter runs from a fixed instant, so it only ever grows.
      startedAt: (settings?.displayStartedAt ?? displayEpoch).toISOString(),
      oddsOneIn: null,
      nextOdds: null,
      lastWin: null,
    };
  }

  const access = createDeskAccess(deps);
  const merchantOf = (actor: OperatorScope, code: string | undefined, language: string) =>
    access.merchantOf(actor, code, language, roleTable.jackpot);

  function settingsOf(row: JackpotValues, currency: string): JackpotSettings {
    return {
      isEnabled: row.isEnabled,
      sharePercent: percentOf(row.shareBasisPoints),
      seed: wire(row.seedMinor, currency),
      oddsOneIn: row.oddsOneIn,
      oddsNoticeHours: row.oddsNoticeHours,
      displayStart: wire(row.displayStartMinor, currency),
    };
  }

  /** A jackpot's values as the desk edits them: the odds asked for (a change to come, or now). */
  function valuesOf(row: JackpotRow): JackpotValues {
    return {
      isEnabled: row.isEnabled,
      shareBasisPoints: row.shareBasisPoints,
      seedMinor: BigInt(row.seedMinor),
      oddsOneIn: row.nextOddsOneIn ?? row.oddsOneIn,
      displayStartMinor: BigInt(row.displayStartMinor),
      oddsNoticeHours: row.oddsNoticeHours,
    };
  }

  /** The typed settings checked together; every bad field is named, nothing is saved. */
  function parseSettings(
    merchant: DeskMerchantRow,
    input: UpdateJackpot,
    language: string,
    noticeHours: number,
  ): JackpotValues {
    const fields: FieldError[] = [];
    const amount = (raw: string, path: string) => {
      try {
        return parseAmount({ language, merchant }, raw, { path });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        fields.push(...(error.fields ?? []));
        return 0n;
      }
    };
    const shareBasisPoints = basisPointsOf(input.sharePercent);
    if (shareBasisPoints > jackpotSharePercentMax * 100) {
      fields.push(
        translatedFieldError(language, 'sharePercent', 'jackpot_share_range', {
          max: jackpotSharePercentMax,
        }),
      );
    }
    if (input.oddsOneIn < 1 || input.oddsOneIn > jackpotOddsMax) {
      fields.push(
        translatedFieldError(language, 'oddsOneIn', 'jackpot_odds_range', { max: jackpotOddsMax }),
      );
    }
    const notice = input.oddsNoticeHours ?? noticeHours;
    if (notice < jackpotOddsNoticeHoursMin || notice > jackpotOddsNoticeHoursMax) {
      fields.push(
        translatedFieldError(language, 'oddsNoticeHours', 'jackpot_notice_range', {
          min: jackpotOddsNoticeHoursMin,
          max: jackpotOddsNoticeHoursMax,
        }),
      );
    }
    const seedMinor = amount(input.seed, 'seed');
    const displayStartMinor = amount(input.displayStart, 'displayStart');
    if (fields.length > 0) throw new AppError('validation_failed', { fields });
    return {
      isEnabled: input.isEnabled,
      shareBasisPoints,
      seedMinor,
      oddsOneIn: input.oddsOneIn,
      displayStartMinor,
      oddsNoticeHours: notice,
    };
  }

  async function desk(merchant: DeskMerchantRow, language: string): Promise<JackpotDesk> {
    const [settings, hasHouseGames, wins] = await Promise.all([
      repository.settings(merchant.id),
      repository.hasHouseGames(merchant.id),
      repository.wins(merchant.id, language, deskWinsMax),
    ]);
    const currency = settings?.currency ?? merchant.currency;
    const poolMinor = settings ? await repository.poolMinor(merchant.id, currency) : 0n;
    return {
      currency,
      isConfigured: settings !== undefined,
      hasHouseGames,
      settings: settingsOf(settings ? valuesOf(settings) : defaultValues(currency), currency),
      oddsInForce: settings?.oddsOneIn ?? defaultValues(currency).oddsOneIn,
      nextOdds: nextOddsOf(settings),
      pool: wire(poolMinor, currency),
      wins: wins.map((row) => ({
        id: row.id,
        username: row.username,
        gameName: row.gameName,
        amount: wire(row.amountMinor, row.currency),
        draw: Number(row.draw),
        oddsOneIn: row.oddsOneIn,
        createdAt: new Date(row.createdAt).toISOString(),
      })),
    };
  }

  return {
    /**
     * The minute job: each merchant's contributions moved into its pool, in one transfer per
     * shard (a winning spin sweeps for itself first). Answers how much moved in all.
     */
    async sweep(): Promise<bigint> {
      let moved = 0n;
      for (const merchantId of await repository.merchantsToSweep(sweepMerchantsMax)) {
        moved += await repository.sweep(merchantId);
      }
      return moved;
    },

    /** The counter of home and /rng: the real pool, or the display counter without one. */
    async view(context: RequestContext): Promise<JackpotView> {
      const key = `${context.merchant.id}:${context.language}`;
      const nowMs = deps.clock.now().getTime();
      const hit = views.get(key);
      if (hit && nowMs - hit.atMs < viewCacheMs) return hit.view;
      const view = await freshView(context);
      if (views.size >= viewCacheSizeMax) views.clear();
      views.set(key, { view, atMs: nowMs });
      return view;
    },

    async desk(actor: OperatorScope, code: string | undefined, language: string) {
      return desk(await merchantOf(actor, code, language), language);
    },

    /**
     * Saves the settings with their log line in one transaction. The first save opens the
     * jackpot and pays its first seed from the house; later ones change the share at once, the
     * seed from the next award on, and publish other odds to take effect after the notice.
     */
    async save(
      actor: OperatorScope,
      code: string | undefined,
      input: UpdateJackpot,
      language: string,
    ): Promise<JackpotDesk> {
      const merchant = await merchantOf(actor, code, language);
      const current = await repository.settings(merchant.id);
      const notice = current?.oddsNoticeHours ?? defaultValues(merchant.currency).oddsNoticeHours;
      const values = parseSettings(merchant, input, language, notice);
      await deps.db.transaction().execute(async (trx) => {
        const before = await repository.settings(merchant.id, trx);
        // A racing first save opened it already: this one changes it instead.
        const isOpened =
          !before && (await repository.open(trx, merchant.id, merchant.currency, values));
        if (!isOpened) await repository.update(trx, merchant.id, values, deps.clock.now());
        const after = settingsOf(values, before?.currency ?? merchant.currency);
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: merchant.id,
            action: before ? 'jackpot_update' : 'jackpot_open',
            target: 'jackpot',
            detail: before
              ? { from: settingsOf(valuesOf(before), before.currency), to: after }
              : { to: after },
          },
          trx,
        );
      });
      views.clear();
      return desk(merchant, language);
    },
  };
}

export type JackpotService = ReturnType<typeof createJackpotService>;
