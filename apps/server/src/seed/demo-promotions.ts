import type { Transaction } from 'kysely';
import { cleanRichText } from '../lib/rich-text';
import type { Database } from '../db/schema';
import type { Translated } from './demo-content.types';

const dayMs = 24 * 60 * 60 * 1000;

interface DemoPromotion {
  category: 'welcome' | 'deposit' | 'raffle';
  kind: 'apply' | 'claim' | 'raffle';
  imageUrl: string;
  days: number | null;
  bonusType: 'fixed' | 'percent';
  bonusMinor: string | null;
  bonusBasisPoints: number | null;
  bonusCapMinor: string | null;
  depositMinMinor: string | null;
  prizesMinor: string[];
  prizeWeights: number[];
  turnoverMultiple: number;
  name: Translated;
  summary: Translated;
  terms: Translated;
}

/** The demo merchant's promotions: one of each kind, in Bengali, English and Thai. */
const demoPromotions: DemoPromotion[] = [
  {
    category: 'welcome',
    kind: 'apply',
    imageUrl: '/art/promotions/welcome.svg',
    days: null,
    bonusType: 'fixed',
    bonusMinor: '20000',
    bonusBasisPoints: null,
    bonusCapMinor: null,
    depositMinMinor: null,
    prizesMinor: [],
    prizeWeights: [],
    turnoverMultiple: 5,
    name: {
      bn: 'স্বাগতম বোনাস ৳২০০',
      en: 'Welcome bonus ৳200',
      th: 'โบนัสต้อนรับ ৳200',
    },
    summary: {
      bn: 'নতুন সদস্য? আবেদন করুন, যাচাইয়ের পর ৳২০০ বোনাস আপনার ওয়ালেটে।',
      en: 'New here? Apply and, once we have checked, ৳200 lands in your wallet.',
      th: 'สมาชิกใหม่? สมัครเลย เมื่อตรวจสอบแล้ว ৳200 จะเข้ากระเป๋าเงินของคุณ',
    },
    terms: {
      bn:
        '<h3>কীভাবে পাবেন</h3><ol><li>অ্যাকাউন্ট খুলে প্রথম ডিপোজিট করুন।</li>' +
        '<li>এই পেজে আবেদন করুন: মন্তব্যে আপনার ডিপোজিটের ট্রানজ্যাকশন আইডি লিখুন, চাইলে ' +
        'রসিদের ছবি যুক্ত করুন (PNG বা JPG, সর্বোচ্চ ৩টি)।</li><li>আমাদের টিম ২৪ ঘণ্টার মধ্যে যাচাই ' +
        'করবে।</li></ol><h3>নিয়মাবলি</h3><ul><li>প্রতি সদস্য একবার।</li><li>বোনাসের ' +
        '<strong>৫ গুণ টার্নওভার</strong> পূরণ হলে উত্তোলন করা যাবে।</li><li>একাধিক বা শেয়ার করা ' +
        'অ্যাকাউন্টের আবেদন প্রত্যাখ্যাত হবে।</li></ul>',
      en:
        '<h3>How to get it</h3><ol><li>Open your account and make your first deposit.</li>' +
        '<li>Apply on this page: put your deposit’s transaction ID in the remark and, if you ' +
        'like, attach a picture of the receipt (PNG or JPG, up to three).</li><li>Our team ' +
        'checks it within 24 hours.</li></ol><h3>Rules</h3><ul><li>Once per member.</li>' +
        '<li>Withdrawals open once you have wagered <strong>5 times the bonus</strong>.</li>' +
        '<li>Applications from duplicate or shared accounts are declined.</li></ul>',
      th:
        '<h3>วิธีรับ</h3><ol><li>เปิดบัญชีและฝากเงินครั้งแรก</li><li>สมัครในหน้านี้: ใส่รหัส' +
        'ธุรกรรมของยอดฝากในหมายเหตุ และแนบรูปใบเสร็จได้ (PNG หรือ JPG ไม่เกินสามรูป)</li>' +
        '<li>ทีมงานจะตรวจสอบภายใน 24 ชั่วโมง</li></ol><h3>กติกา</h3><ul><li>สมาชิกละหนึ่งครั้ง</li>' +
        '<li>ถอนเงินได้เมื่อมียอดเดิมพัน <strong>5 เท่าของโบนัส</strong></li>' +
        '<li>ใบสมัครจากบัญชีซ้ำหรือบัญชีที่ใช้ร่วมกันจะถูกปฏิเสธ</li></ul>',
    },
  },
  {
    category: 'deposit',
    kind: 'claim',
    imageUrl: '/art/promotions/deposit.svg',
    days: 60,
    bonusType: 'percent',
    bonusMinor: null,
    bonusBasisPoints: 1000,
    bonusCapMinor: '200000',
    depositMinMinor: '50000',
    prizesMinor: [],
    prizeWeights: [],
    turnoverMultiple: 10,
    name: {
      bn: 'ডিপোজিট বোনাস ১০%',
      en: '10% deposit bonus',
      th: 'โบนัสเงินฝาก 10%',
    },
    summary: {
      bn: '৳৫০০ বা তার বেশি ডিপোজিট করুন, ১০% বোনাস নিন — সর্বোচ্চ ৳২,০০০।',
      en: 'Deposit ৳500 or more and claim 10% extra — up to ৳2,000.',
      th: 'ฝาก ৳500 ขึ้นไป รับเพิ่ม 10% — สูงสุด ৳2,000',
    },
    terms: {
      bn:
        '<p>প্রমোশন শুরুর পর আপনার সবচেয়ে বড় ডিপোজিটের (কমপক্ষে ৳৫০০) <strong>১০%</strong> ' +
        'বোনাস, সর্বোচ্চ ৳২,০০০। ডিপোজিট জমা হলে এই পেজে “ক্লেইম করুন” চাপুন।</p><ul>' +
        '<li>প্রতি সদস্য একবার।</li><li>বোনাসের <strong>১০ গুণ টার্নওভার</strong> পূরণ হলে ' +
        'উত্তোলন করা যাবে।</li></ul>',
      en:
        '<p>Get <strong>10%</strong> of your largest deposit (at least ৳500) made since the ' +
        'promotion started, up to ৳2,000. Once the deposit is credited, press “Claim” on this ' +
        'page.</p><ul><li>Once per member.</li><li>Withdrawals open once you have wagered ' +
        '<strong>10 times the bonus</strong>.</li></ul>',
      th:
        '<p>รับ <strong>10%</strong> ของยอดฝากสูงสุดของคุณ (อย่างน้อย ৳500) หลังโปรโมชันเริ่ม ' +
        'สูงสุด ৳2,000 เมื่อยอดฝากเข้าแล้ว กด “รับโบนัส” ในหน้านี้</p><ul><li>สมาชิกละหนึ่งครั้ง' +
        '</li><li>ถอนเงินได้เมื่อมียอดเดิมพัน <strong>10 เท่าของโบนัส</strong></li></ul>',
    },
  },
  {
    category: 'raffle',
    kind: 'raffle',
    imageUrl: '/art/promotions/raffle.svg',
    days: 30,
    bonusType: 'fixed',
    bonusMinor: null,
    bonusBasisPoints: null,
    bonusCapMinor: null,
    depositMinMinor: null,
    prizesMinor: ['2000', '5000', '50000'],
    prizeWeights: [70, 25, 5],
    turnoverMultiple: 3,
    name: {
      bn: 'লাকি র‍্যাফেল',
      en: 'Lucky raffle',
      th: 'จับรางวัลนำโชค',
    },
    summary: {
      bn: 'একবার ড্র করুন, ৳৫০০ পর্যন্ত পুরস্কার জিতুন — সবাই কিছু না কিছু পাবেন।',
      en: 'One draw each, prizes up to ৳500 — everyone wins something.',
      th: 'จับได้คนละครั้ง รางวัลสูงสุด ৳500 — ทุกคนได้รางวัล',
    },
    terms: {
      bn:
        '<p>প্রতি সদস্য একবার ড্র করতে পারবেন। পুরস্কার: ৳২০, ৳৫০ অথবা ৳৫০০, সঙ্গে সঙ্গে ' +
        'ওয়ালেটে জমা হয়।</p><p>পুরস্কারের <strong>৩ গুণ টার্নওভার</strong> পূরণ হলে উত্তোলন ' +
        'করা যাবে।</p>',
      en:
        '<p>Each member draws once. Prizes: ৳20, ৳50 or ৳500, credited to your wallet at ' +
        'once.</p><p>Withdrawals open once you have wagered <strong>3 times the prize</strong>.</p>',
      th:
        '<p>สมาชิกจับได้คนละครั้ง รางวัล: ৳20, ৳50 หรือ ৳500 เข้ากระเป๋าเงินทันที</p>' +
        '<p>ถอนเงินได้เมื่อมียอดเดิมพัน <strong>3 เท่าของรางวัล</strong></p>',
    },
  },
];

/** Adds the demo promotions, published and running from a day before the seed. */
export async function seedDemoPromotions(trx: Transaction<Database>, merchantId: string) {
  const now = Date.now();
  for (const [index, promotion] of demoPromotions.entries()) {
    const { name, summary, terms, days, ...rule } = promotion;
    const row = await trx
      .insertInto('promotions')
      .values({
        merchantId,
        ...rule,
        startsAt: new Date(now - dayMs),
        endsAt: days === null ? null : new Date(now + days * dayMs),
        isPublished: true,
        sortOrder: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('promotionTexts')
      .values(
        (['bn', 'en', 'th'] as const).map((language) => ({
          promotionId: row.id,
          language,
          name: name[language],
          summary: summary[language],
          terms: cleanRichText(terms[language]),
        })),
      )
      .execute();
  }
}
