export {
  currencies,
  currencyOf,
  isCurrencyCode,
  type Currency,
  type CurrencyCode,
} from './currency';
export {
  ZERO,
  add,
  compare,
  isNegative,
  isZero,
  max,
  min,
  minor,
  multiplyByRatio,
  subtract,
  sum,
  type Minor,
  type Rounding,
} from './minor';
export {
  fromWire,
  maxAmountMinor,
  parseMoney,
  type ParseMoneyFailure,
  type ParseMoneyOptions,
  type ParseMoneyResult,
} from './parse';
export {
  formatDecimalString,
  formatMoney,
  toWire,
  type FormatDecimalStringOptions,
  type FormatMoneyOptions,
  type Grouping,
} from './format';
