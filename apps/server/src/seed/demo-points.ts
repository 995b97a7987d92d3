import { catalogueGameTypes } from '@khela/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The demo merchant's points programme: 10 points for every 100.00 deposited (15 from
 * 5,000.00), 1 for every 100.00 of valid bets (2 on sports and e-sports) from the seed on,
 * 100 points worth 1.00 from 500 points, and a point mall of cash, a bonus with turnover and
 * two items, in Bengali, English and Thai.
 */
export async function seedDemoPoints(trx: Transaction<Database>, merchantId: string) {
  await trx
    .insertInto('pointsSettings')
    .values({
      merchantId,
      isEnabled: true,
      earnUnitMinor: '10000',
      convertPoints: 100,
      convertCashMinor: '100',
      convertMinPoints: 500,
      betsFrom: new Date(),
    })
    .execute();
  await trx
    .insertInto('pointsBetRates')
    .values(
      catalogueGameTypes.map((gameType) => ({
        merchantId,
        gameType,
        points: gameType === 'SPORTS' || gameType === 'ESPORTS' ? 2 : 1,
      })),
    )
    .execute();
  await trx
    .insertInto('pointsTiers')
    .values([
      { merchantId, minDepositMinor: '0', points: 10 },
      { merchantId, minDepositMinor: '500000', points: 15 },
    ])
    .execute();
  const text = (bn: [string, string], en: [string, string], th: [string, string]) =>
    JSON.stringify({
      bn: { name: bn[0], description: bn[1] },
      en: { name: en[0], description: en[1] },
      th: { name: th[0], description: th[1] },
    });
  await trx
    .insertInto('pointRewards')
    .values([
      {
        merchantId,
        kind: 'cash',
        points: 1000,
        amountMinor: '1200',
        sortOrder: 0,
        texts: text(
          ['৳১২ ক্যাশ', 'সরাসরি আপনার ওয়ালেটে, কোনো টার্নওভার নেই।'],
          ['৳12 cash', 'Straight to your wallet, no turnover.'],
          ['เงินสด ৳12', 'เข้ากระเป๋าเงินของคุณโดยตรง ไม่มีเทิร์นโอเวอร์'],
        ),
      },
      {
        merchantId,
        kind: 'bonus',
        points: 2000,
        amountMinor: '5000',
        turnoverMultiple: 3,
        sortOrder: 1,
        texts: text(
          ['৳৫০ বোনাস', 'বোনাসটি তিনবার বাজি ধরলে উত্তোলন করা যায়।'],
          ['৳50 bonus', 'Withdraw once the bonus is wagered three times.'],
          ['โบนัส ৳50', 'ถอนได้เมื่อทำเทิร์นโอเวอร์ของโบนัสครบสามเท่า'],
        ),
      },
      {
        merchantId,
        kind: 'item',
        points: 5000,
        amountMinor: null,
        stock: 20,
        memberLimit: 1,
        sortOrder: 2,
        texts: text(
          ['খেলা টি-শার্ট', 'আমাদের লোগোসহ সুতির টি-শার্ট, আপনার ঠিকানায় পাঠানো হবে।'],
          ['Khela T-shirt', 'A cotton T-shirt with our logo, delivered to your address.'],
          ['เสื้อยืด Khela', 'เสื้อยืดผ้าฝ้ายพร้อมโลโก้ของเรา จัดส่งถึงที่อยู่ของคุณ'],
        ),
      },
      {
        merchantId,
        kind: 'item',
        points: 40000,
        amountMinor: null,
        stock: 3,
        memberLimit: 1,
        sortOrder: 3,
        texts: text(
          ['ব্লুটুথ হেডফোন', 'ওয়্যারলেস হেডফোন, আপনার ঠিকানায় পাঠানো হবে।'],
          ['Bluetooth headphones', 'Wireless headphones, delivered to your address.'],
          ['หูฟังบลูทูธ', 'หูฟังไร้สาย จัดส่งถึงที่อยู่ของคุณ'],
        ),
      },
    ])
    .execute();
}
