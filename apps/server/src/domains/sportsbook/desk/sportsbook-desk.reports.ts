import type {
  DeskSportsbookSettings,
  DeskTicket,
  MarketKind,
  SportCode,
  TicketStatus,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { parseMinimum, wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createDeskAccess, type DeskMerchantRow, type OpsService } from '../../platform';
import type { SportsbookDeskRepository } from './sportsbook-desk.repository';

/** Amounts of the settings as the desk shows and takes them, with their columns. */
const amountFields = [
  ['minStake', 'minStakeMinor'],
  ['maxStakeSelection', 'maxStakeSelectionMinor'],
  ['maxStakeMarket', 'maxStakeMarketMinor'],
  ['maxStakeEvent', 'maxStakeEventMinor'],
  ['maxStakeMemberEvent', 'maxStakeMemberEventMinor'],
  ['maxPayout', 'maxPayoutMinor'],
  ['maxPayoutDay', 'maxPayoutDayMinor'],
] as const;

/** The console's reads and its book-wide settings: the ticker, GGR, settings, stake factors. */
export function createSportsbookDeskReports(deps: {
  db: Db;
  repository: SportsbookDeskRepository;
  ops: OpsService;
}) {
  const { repository } = deps;
  const access = createDeskAccess(deps);

  async function settingsOf(merchant: DeskMerchantRow): Promise<DeskSportsbookSettings> {
    const row = await repository.settings(deps.db, merchant.id);
    if (!row) throw new AppError('sportsbook_closed');
    const amounts = Object.fromEntries(
      amountFields.map(([field, column]) => [field, wire(row[column], merchant.currency)]),
    ) as Record<(typeof amountFields)[number][0], string>;
    return {
      ...amounts,
      maxLegs: row.maxLegs,
      inPlayDelaySeconds: row.inPlayDelayS,
      isCashOutOffered: row.isCashOutOffered,
      cashOutMarginBp: row.cashOutMarginBp,
      feedUrl: row.feedUrl,
      isFeedOn: row.isFeedOn,
    };
  }

  return {
    settingsOf,

    async tickets(
      merchant: DeskMerchantRow,
      query: { event?: string; member?: string; status?: TicketStatus; page: number },
    ) {
      const { list, total } = await repository.tickets(merchant.id, {
        eventId: query.event,
        username: query.member,
        status: query.status,
        page: query.page,
      });
      const legs = await repository.ticketLegs(list.map((ticket) => ticket.id));
      const money = (minor: string) => wire(minor, merchant.currency);
      return {
        list: list.map((ticket): DeskTicket => ({
          id: ticket.id,
          member: ticket.username,
          kind: ticket.kind,
          stake: money(ticket.stakeMinor),
          odds: Number(ticket.oddsMilli),
          potentialReturn: money(ticket.potentialMinor),
          status: ticket.status,
          paid: ticket.status === 'open' ? null : money(ticket.paidMinor),
          unrecovered: money(ticket.unrecoveredMinor),
          placedAt: ticket.placedAt.toISOString(),
          legs: legs
            .filter((leg) => leg.ticketId === ticket.id)
            .map((leg) => ({
              eventId: leg.eventId,
              event: `${leg.home} v ${leg.away}`,
              home: leg.home,
              away: leg.away,
              marketKind: leg.kind as MarketKind,
              line: leg.line,
              selectionKey: leg.key,
              selectionName: leg.name,
              odds: leg.oddsMilli,
              result:
                leg.marketStatus === 'void'
                  ? 'void'
                  : leg.marketStatus === 'settled'
                    ? leg.result
                    : null,
            })),
          isPlayMoney: false,
        })),
        total,
        pageSize: repository.pageSize,
      };
    },

    async ggr(merchant: DeskMerchantRow, query: { from: string; to: string }) {
      const from = new Date(`${query.from}T00:00:00.000Z`);
      const to = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 86_400_000);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) {
        throw new AppError('validation_failed', { field: 'to' });
      }
      const rows = await repository.ggr(merchant.id, from, to);
      const money = (minor: bigint) => wire(minor, merchant.currency);
      let bets = 0;
      let stake = 0n;
      let paid = 0n;
      const list = rows.map((row) => {
        bets += Number(row.bets);
        stake += BigInt(row.stake);
        paid += BigInt(row.paid);
        return {
          sport: row.sport as SportCode,
          competition: row.competition,
          bets: Number(row.bets),
          stake: money(BigInt(row.stake)),
          paid: money(BigInt(row.paid)),
          ggr: money(BigInt(row.stake) - BigInt(row.paid)),
        };
      });
      return {
        rows: list,
        total: { bets, stake: money(stake), paid: money(paid), ggr: money(stake - paid) },
      };
    },

    async updateSettings(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      input: DeskSportsbookSettings,
    ) {
      const values: Record<string, string> = {};
      for (const [field, column] of amountFields) {
        const minor = parseMinimum(input[field], merchant.currency, 1n);
        if (minor === null) throw new AppError('validation_failed', { field });
        values[column] = minor.toString();
      }
      await access.change(
        actor,
        merchant.id,
        {
          action: 'sportsbook_settings',
          target: 'sportsbook',
          detail: {
            minStake: input.minStake,
            maxStake: input.maxStakeSelection,
            summary: Object.entries(input)
              .map(([field, value]) => `${field} ${String(value)}`)
              .join(' · '),
          },
        },
        async (trx) => {
          await trx
            .updateTable('sbSettings')
            .set({
              ...values,
              maxLegs: input.maxLegs,
              inPlayDelayS: input.inPlayDelaySeconds,
              isCashOutOffered: input.isCashOutOffered,
              cashOutMarginBp: input.cashOutMarginBp,
              feedUrl: input.feedUrl,
              isFeedOn: input.isFeedOn && input.feedUrl !== null,
              updatedAt: new Date(),
            })
            .where('merchantId', '=', merchant.id)
            .execute();
        },
      );
      return settingsOf(merchant);
    },

    async stakeFactor(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      username: string,
      factor: number,
    ) {
      const memberId = await repository.memberId(merchant.id, username);
      if (!memberId) throw new AppError('not_found');
      await access.change(
        actor,
        merchant.id,
        {
          action: 'sportsbook_stake_factor',
          target: `member:${memberId}`,
          detail: { username, summary: `${factor}%` },
        },
        async (trx) => {
          await trx
            .insertInto('sbMemberFactors')
            .values({ merchantId: merchant.id, memberId, factor })
            .onConflict((conflict) =>
              conflict
                .columns(['merchantId', 'memberId'])
                .doUpdateSet({ factor, updatedAt: new Date() }),
            )
            .execute();
        },
      );
      return { member: username, factor };
    },

    /** Members whose limits are scaled, newest change first. */
    async stakeFactors(merchant: DeskMerchantRow) {
      const rows = await deps.db
        .selectFrom('sbMemberFactors as f')
        .innerJoin('members as m', 'm.id', 'f.memberId')
        .select(['m.username', 'f.factor', 'f.updatedAt'])
        .where('f.merchantId', '=', merchant.id)
        .where('f.factor', '<>', 100)
        .orderBy('f.updatedAt', 'desc')
        .limit(200)
        .execute();
      return {
        list: rows.map((row) => ({
          member: row.username,
          factor: row.factor,
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    async feedStatus(merchant: DeskMerchantRow) {
      const row = await repository.settings(deps.db, merchant.id);
      if (!row) throw new AppError('sportsbook_closed');
      return {
        url: row.feedUrl,
        isOn: row.isFeedOn,
        cursor: row.feedCursor,
        lastReadAt: row.feedReadAt?.toISOString() ?? null,
        lastError: row.feedError,
        messages: Number(row.feedMessages),
        recoveries: row.feedRecoveries,
      };
    },
  };
}

export type SportsbookDeskReports = ReturnType<typeof createSportsbookDeskReports>;
