import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { randomBytes } from 'node:crypto';
import { encryptCustomerServicePath } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { installLotteries } from '../domains/lottery';
import { announceDemoFight, installTables } from '../domains/tables';
import { installSportsbook } from '../domains/sportsbook';
import { seedDemoPoints } from './demo-points';
import { seedDemoMissions } from './demo-missions';
import { seedDemoVip } from './demo-vip';
import { seedDemoReferral } from './demo-referral';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoContracts } from './demo-contracts';
import { demoPlayerUsername, seedDemoPlayer } from './demo-player';
import { createLedger } from '../domains/money';
import { installHouseVendor } from '../vendors/house/install';
import { openJackpot } from '../domains/games';
import { demoContent } from './demo-content';
import { standardFlags, standardRegistrationFields } from '../domains/platform';
import type { Translated } from './demo-content.types';

const languages = ['bn', 'en', 'th'] as const;

const paymentArt = { mobile_money: 'mobile-money', bank: 'bank', crypto: 'usdt' } as const;

/** Amount chips of the demo desk, in taka (field practice). */
const demoChipsTaka = [100, 200, 500, 1000, 5000, 10000, 25000];

/**
 * The demo deposit desk: bKash, Nagad and Rocket (Send Money; bKash also Cashout), bank
 * transfer and USDT, each channel with two receiving accounts to rotate among. The numbers
 * are examples only, in the Bangladeshi format.
 */
async function seedDepositDesk(trx: Transaction<Database>, merchantId: string) {
  const methods = [
    { code: 'bkash', name: 'bKash', kind: 'mobile_money', channels: ['send_money', 'cashout'] },
    { code: 'nagad', name: 'Nagad', kind: 'mobile_money', channels: ['send_money'] },
    { code: 'rocket', name: 'Rocket', kind: 'mobile_money', channels: ['send_money'] },
    { code: 'bank', name: 'Bank transfer', kind: 'bank', channels: ['transfer'] },
    { code: 'usdt', name: 'USDT', kind: 'crypto', channels: ['trc20'] },
  ] as const;
  const channelNames: Record<string, string> = {
    send_money: 'Send Money',
    cashout: 'Cashout',
    transfer: 'Bank transfer',
    trc20: 'USDT (TRC20)',
  };
  let number = 0;
  for (const [methodIndex, method] of methods.entries()) {
    const { id: methodId } = await trx
      .insertInto('paymentMethods')
      .values({
        merchantId,
        code: method.code,
        name: method.name,
        kind: method.kind,
        // Our own generic artwork: brands' logos are theirs.
        iconUrl: `/art/payments/${paymentArt[method.kind]}.svg`,
        sortOrder: methodIndex,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [channelIndex, code] of method.channels.entries()) {
      const isCrypto = method.kind === 'crypto';
      const { id: channelId } = await trx
        .insertInto('paymentChannels')
        .values({
          merchantId,
          methodId,
          code,
          name: channelNames[code] ?? code,
          minMinor: isCrypto ? '100000' : '10000',
          maxMinor: isCrypto ? '10000000' : '3000000',
          chipsMinor: demoChipsTaka.map((taka) => String(taka * 100)),
          orderMinutes: 10,
          sortOrder: channelIndex,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let account = 0; account < 2; account += 1) {
        number += 1;
        const accountNumber =
          method.kind === 'bank'
            ? `20501${String(number).padStart(8, '0')}`
            : isCrypto
              ? `TKhelaDemo${String(number).padStart(24, '0')}`
              : `0171${String(5550000 + number).padStart(7, '0')}`;
        await trx
          .insertInto('receivingAccounts')
          .values({
            merchantId,
            channelId,
            accountName: method.kind === 'bank' ? 'Khela Demo Ltd.' : `Khela ${method.name}`,
            accountNumber,
          })
          .execute();
      }
    }
  }
}

/** The demo agent's invitation code. */
export const demoAffiliateCode = 'KHELA88';

/** The demo's progressive jackpot (minor units of BDT). */
const demoJackpot = {
  isEnabled: true,
  shareBasisPoints: 100,
  seedMinor: 10_000_000n,
  oddsOneIn: 50_000,
  displayStartMinor: 5_270_000_000_000n,
  oddsNoticeHours: 24,
};

function rowsPerLanguage<T>(make: (language: (typeof languages)[number]) => T): T[] {
  return languages.map(make);
}

function pick(text: Translated, language: (typeof languages)[number]): string {
  return text[language];
}

/** Whether the database has no merchant yet (the seed only runs on an empty database). */
export async function isEmpty(db: Db | Transaction<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('merchants')
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count === '0';
}

// Any constant works; the same for every instance of this application (the migrations' + 1).
const seedLockKey = 0x6b68656c62;

/**
 * Seeds the demo operator configuration on an empty database: one merchant with domains,
 * flags, registration rules, banners, notices, customer service, help, licences, resources
 * an operator login and a member ready to try a withdrawal. Instances starting together on an
 * empty database take turns (a transaction lock) and only the first finds it empty: the others
 * seed nothing and answer undefined. Returns the passwords it generated (the operator's, the
 * demo member's), so start-up prints them once.
 */
export async function seedDemo(
  db: Db,
  options: {
    opsPassword?: string;
    /** The demo member with money to withdraw (only the embedded demo asks for it). */
    player?: { password?: string };
  } = {},
) {
  const opsPassword = options.opsPassword ?? randomBytes(9).toString('base64url');
  const playerPassword = options.player?.password ?? randomBytes(9).toString('base64url');
  // Nothing listens for balance moves yet: the seed runs before the server does.
  const ledger = createLedger(db, () => undefined);
  const opsPasswordHash = await hashPassword(opsPassword);
  const chatPath = encryptCustomerServicePath('/help#live-chat', 'Kh3la2Cs');
  const isSeeded = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${seedLockKey})`.execute(trx);
    if (!(await isEmpty(trx))) return false;
    const merchant = await trx
      .insertInto('merchants')
      .values({
        code: 'KHELA',
        name: 'Khela',
        // Out of the box the demo answers every host name (a server's address, a new domain).
        isDefault: true,
        brand: JSON.stringify({
          name: 'Khela',
          logoUrl: '/art/brand/logo.svg',
          faviconUrl: '/art/brand/favicon.svg',
          colorPrimary: '#0b7a53',
          colorAccent: '#e3b04b',
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const merchantId = merchant.id;
    await trx
      .insertInto('merchantDomains')
      .values([
        { merchantId, domain: 'localhost', device: 0, isPrimary: true, sortOrder: 0 },
        { merchantId, domain: '127.0.0.1', device: 0, sortOrder: 1 },
        { merchantId, domain: 'm.localhost', device: 3, isPrimary: true, sortOrder: 2 },
      ])
      .execute();
    await trx.insertInto('merchantSettings').values({ merchantId }).execute();
    await trx
      .insertInto('whitelabelFlags')
      .values(
        Object.entries(standardFlags).map(([code, isEnabled]) => ({ merchantId, code, isEnabled })),
      )
      .execute();
    await trx
      .insertInto('registrationFields')
      .values(
        standardRegistrationFields.map((field, index) => ({
          ...field,
          merchantId,
          sortOrder: index,
        })),
      )
      .execute();
    await trx
      .insertInto('customerServices')
      .values([
        { merchantId, channel: 'livechat', csType: 3, path: chatPath, sortOrder: 0 },
        {
          merchantId,
          channel: 'telegram',
          csType: 2,
          path: 'https://t.me/khela_support',
          sortOrder: 1,
        },
        {
          merchantId,
          channel: 'whatsapp',
          csType: 2,
          path: 'https://wa.me/8801700000000',
          sortOrder: 2,
        },
        {
          merchantId,
          channel: 'facebook',
          csType: 2,
          path: 'https://www.facebook.com/khela.support',
          sortOrder: 3,
        },
      ])
      .execute();
    await trx
      .insertInto('resources')
      .values([
        { merchantId, resourceType: 'ANDROID', url: '/down#android', labelNameEn: 'Android' },
        { merchantId, resourceType: 'IOS', url: '/down#ios', labelNameEn: 'iOS' },
        { merchantId, resourceType: 'LITE', url: '/down#lite', labelNameEn: 'Lite app' },
      ])
      .execute();
    // The in-house vendor and its slots; other vendors join when an operator connects them.
    await installHouseVendor(trx, merchantId);
    // Its progressive jackpot: 1 % of every stake, one spin in 50,000 wins, from 100,000.00.
    await openJackpot(trx, merchantId, 'BDT', demoJackpot);
    await installLotteries(trx, merchantId);
    // The auto tables of /live (baccarat, dragon tiger, roulette and sic bo in shared rounds),
    // crash in /rng, and a cockfight arena with its first fight announced in /cockfight.
    await installTables(trx, merchantId);
    await announceDemoFight(trx, merchantId, new Date());
    // The sportsbook of /sports and /esports; its events come from the feed simulator.
    await installSportsbook(trx, merchantId);
    await seedDemoPromotions(trx, merchantId);
    await seedDemoPoints(trx, merchantId);
    await seedDemoVip(trx, merchantId);
    await seedDemoReferral(trx, merchantId);
    await seedDemoMissions(trx, merchantId);
    // /seamless opens an in-house slot; /fbsports shows the in-house book until an operator
    // connects another sports vendor's page.
    await trx
      .insertInto('pageGames')
      .values({ merchantId, page: 'seamless', vassalage: 'KHELA', gameCode: 'tiger-lotus' })
      .execute();
    await trx
      .insertInto('banners')
      .values(
        demoContent.banners.flatMap((banner, index) =>
          rowsPerLanguage((language) => ({
            merchantId,
            language,
            groupName: banner.groupName,
            title: pick(banner.title, language),
            imageUrl: banner.imageUrl,
            linkageType: banner.linkageType,
            linkageValue: banner.linkageValue,
            sortOrder: index,
          })),
        ),
      )
      .execute();
    await trx
      .insertInto('announcements')
      .values(
        demoContent.announcements.flatMap((notice, index) =>
          rowsPerLanguage((language) => ({
            merchantId,
            language,
            type: notice.type,
            topic: notice.topic,
            title: pick(notice.title, language),
            content: pick(notice.content, language),
            sortOrder: index,
          })),
        ),
      )
      .execute();
    await trx
      .insertInto('helpArticles')
      .values(
        demoContent.helpArticles.flatMap((article, index) =>
          rowsPerLanguage((language) => ({
            merchantId,
            language,
            category: pick(article.category, language),
            slug: article.slug,
            title: pick(article.title, language),
            content: pick(article.content, language),
            sortOrder: index,
          })),
        ),
      )
      .execute();
    await trx
      .insertInto('licences')
      .values(
        demoContent.licences.flatMap((licence, index) =>
          rowsPerLanguage((language) => ({
            merchantId,
            language,
            jurisdiction: pick(licence.jurisdiction, language),
            body: pick(licence.body, language),
            sortOrder: index,
          })),
        ),
      )
      .execute();
    const admin = await trx
      .insertInto('operators')
      .values({ merchantId: null, username: 'admin', passwordHash: opsPasswordHash, role: 'owner' })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (options.player) {
      await seedDemoPlayer(trx, {
        merchantId,
        adminId: admin.id,
        password: playerPassword,
        ledger,
      });
    }
    await seedDepositDesk(trx, merchantId);
    // A first agent whose invitation link (/register?affiliateCode=KHELA88) can be shared; the
    // operator sets its password from the back office before anyone signs in as it.
    const agent = await trx
      .insertInto('members')
      .values({
        merchantId,
        username: 'khelaagent',
        passwordHash: await hashPassword(randomBytes(18).toString('base64url')),
        isAgent: 1,
        affiliateCode: demoAffiliateCode,
        mustChangePassword: true,
        passwordChangedAt: new Date(),
        createdAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedDemoContracts(trx, { merchantId, agentId: agent.id, operatorId: admin.id });
    return true;
  });
  if (!isSeeded) return undefined;
  return {
    opsUsername: 'admin',
    opsPassword: options.opsPassword ? undefined : opsPassword,
    player: options.player && {
      username: demoPlayerUsername,
      password: options.player.password ? undefined : playerPassword,
    },
  };
}
