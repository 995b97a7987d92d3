import type { SportCode } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../system/system.api';
import { formatDateTime } from '../../ui/format';
import {
  marketName,
  selectionName,
  selectionShortName,
  type EventSides,
  type MarketShape,
  type SelectionShape,
  type Translate,
} from './market-names';

/** The book's names in the player's language: sports, markets, selections and start times. */
export function useBookTexts() {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const translate: Translate = (key, values) => t(key, values);
  return {
    sportName: (sport: SportCode) => t(`sportsbook.sport.${sport}`),
    marketName: (market: MarketShape, sport: SportCode) => marketName(translate, market, sport),
    selectionName: (market: MarketShape, selection: SelectionShape, event: EventSides) =>
      selectionName(translate, market, selection, event),
    selectionShortName: (market: MarketShape, selection: SelectionShape, event: EventSides) =>
      selectionShortName(translate, market, selection, event),
    /** When an event starts (or started), in the merchant's time zone. */
    startText: (iso: string) => formatDateTime(iso, i18n.language, info.timezone),
  };
}
