import { matchesPattern } from './patterns';

/** Dialing codes the site offers, Bangladesh first (the demo market). */
export const dialingCodes = ['880', '91', '66', '977', '94', '92', '60', '62', '63', '84'] as const;
export const defaultDialingCode = '880';

/**
 * A mobile number in the form we store and show: digits only; for Bangladesh the local form
 * with its leading 0 (01XXXXXXXXX), which is what people type and read. Undefined when the
 * number is not a valid mobile number for that dialing code.
 */
export function normaliseMobile(countryDialingCode: string, raw: string): string | undefined {
  if (!/^\d{1,4}$/.test(countryDialingCode)) return undefined;
  const digits = raw.replace(/[\s-]/g, '');
  if (countryDialingCode === '880') {
    if (!matchesPattern('MOBILE_BD', digits)) return undefined;
    return digits.startsWith('0') ? digits : `0${digits}`;
  }
  return matchesPattern('MOBILE_GENERIC', digits) ? digits : undefined;
}

/** The number in international form for a carrier: +<code><number without trunk 0>. */
export function internationalMobile(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode}${mobileNum.replace(/^0/, '')}`;
}
