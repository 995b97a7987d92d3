import type { Clock } from '../../../lib/clock';
import { hashToken } from '../../../lib/tokens';
import type { LedgerService } from '../../money';
import type { VendorCallValues } from './vendor-wallet.calls';
import { ProtocolRefusal } from './vendor-wallet.protocol';
import type {
  GameSessionRow,
  VendorLaunchRow,
  VendorWalletRepository,
  VendorWalletRow,
} from './vendor-wallet.repository';

/** A connection's keys are read again after this long (an operator may replace them). */
const walletCacheTtlMs = 30_000;
/** Found game sessions and members are kept this long, at most this many. */
const sessionCacheTtlMs = 60_000;
const sessionCacheSizeMax = 10_000;

/**
 * What the protocol looks up on every call, kept in memory a while: connections and launches
 * (30 s: an operator may change them), game sessions and members (they never change once
 * written; expiry and status are still checked on every bet), and the members whose accounts a
 * committed transfer opened. Nothing here decides money: it only spares round trips.
 */
export function createVendorLookups(deps: {
  repository: VendorWalletRepository;
  ledger: LedgerService;
  clock: Clock;
}) {
  const nowMs = () => deps.clock.now().getTime();
  const wallets = new Map<string, { row: VendorWalletRow | undefined; loadedAtMs: number }>();
  const launches = new Map<string, { row: VendorLaunchRow | undefined; loadedAtMs: number }>();
  const sessions = new Map<string, { row: GameSessionRow; loadedAtMs: number }>();
  const members = new Map<string, { id: string; loadedAtMs: number }>();
  // Members whose accounts a committed transfer of theirs found or opened: later calls name
  // them (the ledger remembers their ids), so the SQL looks nothing up. Until then a call finds
  // them itself, after its refusal checks, so a refused first call opens nothing.
  const openedAccounts = new Set<string>();
  const openedKey = (merchantId: string, memberId: string, isPlayMoney: boolean) =>
    `${merchantId}:${memberId}:${isPlayMoney}`;

  async function cachedWallet(key: string, load: () => Promise<VendorWalletRow | undefined>) {
    const hit = wallets.get(key);
    if (hit && nowMs() - hit.loadedAtMs < walletCacheTtlMs) return hit.row;
    const row = await load();
    wallets.set(key, { row, loadedAtMs: nowMs() });
    return row;
  }

  async function member(connection: VendorWalletRow, username: string) {
    const found = await deps.repository.findMember(connection.merchantId, username);
    if (!found) throw new ProtocolRefusal('RS_ERROR_INVALID_TOKEN');
    return found;
  }

  return {
    /** A connection by merchant code and vendor (the remote endpoint's path). */
    wallet(merchantCode: string, vassalage: string) {
      return cachedWallet(`code:${merchantCode}:${vassalage}`, () =>
        deps.repository.findWallet(merchantCode, vassalage),
      );
    },

    /** The same connection by merchant id, for the in-house vendor in this process. */
    walletById(merchantId: string, vassalage: string) {
      return cachedWallet(`id:${merchantId}:${vassalage}`, () =>
        deps.repository.findWalletById(merchantId, vassalage),
      );
    },

    /** Where and how a vendor's games open (seamless or transfer-wallet); read every 30 s. */
    async launchOf(merchantId: string, vassalage: string): Promise<VendorLaunchRow | undefined> {
      const key = `${merchantId}:${vassalage}`;
      const hit = launches.get(key);
      if (hit && nowMs() - hit.loadedAtMs < walletCacheTtlMs) return hit.row;
      const row = await deps.repository.findLaunch(merchantId, vassalage);
      launches.set(key, { row, loadedAtMs: nowMs() });
      return row;
    },

    /** Forgets connections and launches after an operator changed one. */
    forgetConnections() {
      wallets.clear();
      launches.clear();
    },

    /** The game session of a launch token. */
    async findSession(token: string): Promise<GameSessionRow | undefined> {
      const hit = sessions.get(token);
      if (hit && nowMs() - hit.loadedAtMs < sessionCacheTtlMs) return hit.row;
      const row = await deps.repository.findSession(hashToken(token));
      if (row) {
        if (sessions.size >= sessionCacheSizeMax) sessions.clear();
        sessions.set(token, { row, loadedAtMs: nowMs() });
      }
      return row;
    },

    /** The member a call names, by username; RS_ERROR_INVALID_TOKEN when there is none. */
    member,

    /** The member's id, kept a while (bets check the member's status in SQL, fresh). */
    async memberIdOf(connection: VendorWalletRow, username: string): Promise<string> {
      const key = `${connection.merchantId}:${username}`;
      const hit = members.get(key);
      if (hit && nowMs() - hit.loadedAtMs < sessionCacheTtlMs) return hit.id;
      const { id } = await member(connection, username);
      if (members.size >= sessionCacheSizeMax) members.clear();
      members.set(key, { id, loadedAtMs: nowMs() });
      return id;
    },

    /** The member's wallet account and the house's side, real or play money. */
    async accounts(
      connection: VendorWalletRow,
      memberId: string,
      isPlayMoney: boolean,
    ): Promise<{ player: string; house: string }> {
      const { merchantId, currency } = connection;
      const player = await deps.ledger.account({
        merchantId,
        kind: isPlayMoney ? 'play_money' : 'player',
        memberId,
        currency,
      });
      const purpose = isPlayMoney ? 'play_money' : 'games';
      const house = await deps.ledger.houseAccount(merchantId, purpose, currency, memberId);
      return { player, house };
    },

    /** The member's balance in the connection's currency, real or play money. */
    async balanceOf(
      connection: VendorWalletRow,
      memberId: string,
      isPlayMoney: boolean,
    ): Promise<number> {
      const rows = await deps.ledger.memberBalances(connection.merchantId, memberId);
      const kind = isPlayMoney ? 'play_money' : 'player';
      const row = rows.find(
        (candidate) =>
          candidate.kind === kind &&
          candidate.purpose === '' &&
          candidate.currency === connection.currency,
      );
      return Number(row?.balanceMinor ?? 0);
    },

    /** Whether a committed transfer opened this member's accounts (real or play money). */
    isOpened(merchantId: string, memberId: string, isPlayMoney: boolean): boolean {
      return openedAccounts.has(openedKey(merchantId, memberId, isPlayMoney));
    },

    /** A call's transfer committed: its member's accounts exist from now on. */
    noteOpened(values: VendorCallValues) {
      if (openedAccounts.size >= sessionCacheSizeMax) openedAccounts.clear();
      openedAccounts.add(openedKey(values.merchantId, values.memberId, values.isPlayMoney));
    },
  };
}

export type VendorLookups = ReturnType<typeof createVendorLookups>;
