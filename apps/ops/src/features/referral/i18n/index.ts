import i18next from 'i18next';
import bn from './bn.json';
import en from './en.json';
import th from './th.json';

/** The referral desk's texts join the back office's when the desk's chunk loads. */
export function addReferralTexts() {
  for (const [language, bundle] of [
    ['en', en],
    ['bn', bn],
    ['th', th],
  ] as const) {
    i18next.addResourceBundle(language, 'translation', bundle, true, false);
  }
}
