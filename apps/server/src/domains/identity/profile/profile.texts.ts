/**
 * The profile's own refusals, in the site's three languages. They sit here, beside the rules
 * that give them, rather than in the server's shared catalogue; the site has its own wording
 * of each under the same code.
 */
export type ProfileTextKey =
  | 'birthday_invalid'
  | 'birthday_future'
  | 'birthday_underage'
  | 'birthday_too_old'
  | 'field_locked';

const texts: Record<'bn' | 'en' | 'th', Record<ProfileTextKey, string>> = {
  en: {
    birthday_invalid: 'Please enter a real date (year-month-day).',
    birthday_future: 'The date of birth cannot be in the future.',
    birthday_underage: 'You must be {count} or older to play.',
    birthday_too_old: 'Please check the year of your date of birth.',
    field_locked: 'This is already set. Please contact customer service to change it.',
  },
  bn: {
    birthday_invalid: 'সঠিক তারিখ দিন (বছর-মাস-দিন)।',
    birthday_future: 'জন্মতারিখ ভবিষ্যতের হতে পারে না।',
    birthday_underage: 'খেলতে আপনার বয়স কমপক্ষে {count} বছর হতে হবে।',
    birthday_too_old: 'জন্মতারিখের বছরটি আবার দেখে নিন।',
    field_locked: 'এটি আগেই দেওয়া হয়েছে। বদলাতে গ্রাহক সেবায় যোগাযোগ করুন।',
  },
  th: {
    birthday_invalid: 'กรุณากรอกวันที่ที่ถูกต้อง (ปี-เดือน-วัน)',
    birthday_future: 'วันเกิดต้องไม่เป็นวันในอนาคต',
    birthday_underage: 'คุณต้องมีอายุ {count} ปีขึ้นไปจึงจะเล่นได้',
    birthday_too_old: 'กรุณาตรวจสอบปีเกิดอีกครั้ง',
    field_locked: 'ข้อมูลนี้ตั้งค่าไว้แล้ว กรุณาติดต่อฝ่ายบริการลูกค้าเพื่อแก้ไข',
  },
};

/** A profile refusal's text in a language (Bengali when the language is not shipped). */
export function profileText(
  language: string,
  key: ProfileTextKey,
  values: Record<string, number> = {},
): string {
  const catalogue = texts[language as keyof typeof texts] ?? texts.bn;
  return catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
