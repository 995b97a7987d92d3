export interface Currency {
  readonly code: string;
  readonly symbol: string;
  /** ISO 4217 minor units: how many decimal places one minor unit sits below the major unit. */
  readonly decimals: number;
  readonly name: string;
}

// Decimals follow ISO 4217 minor units, not everyday usage (IDR is 2 even though prices are
// usually quoted whole), so amounts exchanged with banks and PSPs line up without rescaling.
// USDT is not in ISO 4217 and has 6 places on-chain; we keep 2 so it behaves like USD in the
// ledger and in limits, and the crypto gateway converts at the chain boundary.
export const currencies = Object.freeze({
  BDT: Object.freeze({ code: 'BDT', symbol: '৳', decimals: 2, name: 'Bangladeshi Taka' }),
  INR: Object.freeze({ code: 'INR', symbol: '₹', decimals: 2, name: 'Indian Rupee' }),
  THB: Object.freeze({ code: 'THB', symbol: '฿', decimals: 2, name: 'Thai Baht' }),
  USD: Object.freeze({ code: 'USD', symbol: '$', decimals: 2, name: 'US Dollar' }),
  USDT: Object.freeze({ code: 'USDT', symbol: 'USDT', decimals: 2, name: 'Tether USD' }),
  VND: Object.freeze({ code: 'VND', symbol: '₫', decimals: 0, name: 'Vietnamese Dong' }),
  PHP: Object.freeze({ code: 'PHP', symbol: '₱', decimals: 2, name: 'Philippine Peso' }),
  PKR: Object.freeze({ code: 'PKR', symbol: 'Rs', decimals: 2, name: 'Pakistani Rupee' }),
  NPR: Object.freeze({ code: 'NPR', symbol: 'रु', decimals: 2, name: 'Nepalese Rupee' }),
  LKR: Object.freeze({ code: 'LKR', symbol: 'Rs', decimals: 2, name: 'Sri Lankan Rupee' }),
  MYR: Object.freeze({ code: 'MYR', symbol: 'RM', decimals: 2, name: 'Malaysian Ringgit' }),
  IDR: Object.freeze({ code: 'IDR', symbol: 'Rp', decimals: 2, name: 'Indonesian Rupiah' }),
  KRW: Object.freeze({ code: 'KRW', symbol: '₩', decimals: 0, name: 'South Korean Won' }),
  JPY: Object.freeze({ code: 'JPY', symbol: '¥', decimals: 0, name: 'Japanese Yen' }),
} as const satisfies Readonly<Record<string, Currency>>);

export type CurrencyCode = keyof typeof currencies;

/** Narrows untrusted input (headers, JSON, DB rows) to a known code; own keys only, so 'toString' is rejected. */
export function isCurrencyCode(x: string): x is CurrencyCode {
  return Object.prototype.hasOwnProperty.call(currencies, x);
}

/** Looks up a currency by code so callers depend on the function, not on the table's shape. */
export function currencyOf(code: CurrencyCode): Currency {
  return currencies[code];
}

/** 10^decimals as a bigint; the one place the scale is derived, so no path ever touches floats. */
export function scaleOf(code: CurrencyCode): bigint {
  return 10n ** BigInt(currencies[code].decimals);
}
