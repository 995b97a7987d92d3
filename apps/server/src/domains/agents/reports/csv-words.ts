import type { AgentIncomeSource, TeamTransactionKind } from '@khela/contracts';

/** The words of the reports' CSV files: column headings and the values that are words. */
export type CsvWord =
  | 'member'
  | 'gameType'
  | 'vendor'
  | 'day'
  | 'betCount'
  | 'validBet'
  | 'payout'
  | 'winLoss'
  | 'level'
  | 'deposit'
  | 'withdrawal'
  | 'bonus'
  | 'profit'
  | 'time'
  | 'kind'
  | 'from'
  | 'to'
  | 'amount'
  | 'source'
  | TeamTransactionKind
  | AgentIncomeSource;

const en: Record<CsvWord, string> = {
  member: 'Member',
  gameType: 'Game type',
  vendor: 'Vendor',
  day: 'Day',
  betCount: 'Bets',
  validBet: 'Valid bet',
  payout: 'Payout',
  winLoss: 'Win/loss',
  level: 'Level',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  bonus: 'Bonus',
  profit: 'Profit',
  time: 'Time',
  kind: 'Type',
  from: 'From',
  to: 'To',
  amount: 'Amount',
  source: 'Source',
  transfer: 'Transfer',
  agent_dividend: 'Dividend',
  agent_daily_salary: 'Daily salary',
  agent_hourly_salary: 'Hourly salary',
  agent_realtime_salary: 'Real-time salary',
  transfer_upline: 'From my members',
  transfer_downline: 'From my upline',
};

const bn: Record<CsvWord, string> = {
  member: 'সদস্য',
  gameType: 'খেলার ধরন',
  vendor: 'ভেন্ডর',
  day: 'দিন',
  betCount: 'বাজি',
  validBet: 'বৈধ বাজি',
  payout: 'পরিশোধ',
  winLoss: 'জয়/পরাজয়',
  level: 'স্তর',
  deposit: 'জমা',
  withdrawal: 'উত্তোলন',
  bonus: 'বোনাস',
  profit: 'লাভ',
  time: 'সময়',
  kind: 'ধরন',
  from: 'প্রেরক',
  to: 'প্রাপক',
  amount: 'পরিমাণ',
  source: 'উৎস',
  transfer: 'স্থানান্তর',
  agent_dividend: 'লভ্যাংশ',
  agent_daily_salary: 'দৈনিক বেতন',
  agent_hourly_salary: 'ঘণ্টাভিত্তিক বেতন',
  agent_realtime_salary: 'রিয়েল-টাইম বেতন',
  transfer_upline: 'আমার সদস্যদের কাছ থেকে',
  transfer_downline: 'আমার আপলাইনের কাছ থেকে',
};

const th: Record<CsvWord, string> = {
  member: 'สมาชิก',
  gameType: 'ประเภทเกม',
  vendor: 'ผู้ให้บริการ',
  day: 'วันที่',
  betCount: 'จำนวนเดิมพัน',
  validBet: 'ยอดเดิมพันที่ถูกต้อง',
  payout: 'เงินรางวัล',
  winLoss: 'ชนะ/แพ้',
  level: 'ระดับ',
  deposit: 'ฝาก',
  withdrawal: 'ถอน',
  bonus: 'โบนัส',
  profit: 'กำไร',
  time: 'เวลา',
  kind: 'ประเภท',
  from: 'ผู้ส่ง',
  to: 'ผู้รับ',
  amount: 'จำนวนเงิน',
  source: 'แหล่งที่มา',
  transfer: 'โอน',
  agent_dividend: 'เงินปันผล',
  agent_daily_salary: 'เงินเดือนรายวัน',
  agent_hourly_salary: 'เงินเดือนรายชั่วโมง',
  agent_realtime_salary: 'เงินเดือนเรียลไทม์',
  transfer_upline: 'จากสมาชิกของฉัน',
  transfer_downline: 'จากอัปไลน์ของฉัน',
};

const words: Record<string, Record<CsvWord, string>> = { bn, en, th };

/** A CSV word in the reader's language (Bengali when the language is not one of the site's). */
export function csvWord(language: string, word: CsvWord): string {
  return (words[language] ?? bn)[word];
}
