import type { LotteryItem } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../ui/format';
import { isPlayType } from './selection';

/** Weekday numbers of drawDayOfWeek in the filter's order: Monday first, Sunday (1) last. */
export const weekdayOrder = [2, 3, 4, 5, 6, 7, 1] as const;

/** The reader's words for play types, selections, prize tiers and schedules. */
/** A time zone's short name in a language ("GMT+7"), or the zone id when Intl has none. */
function zoneName(timeZone: string, language: string): string {
  try {
    const parts = new Intl.DateTimeFormat(localeOf(language), {
      timeZone,
      timeZoneName: 'short',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

export function useLotteryTexts() {
  const { t, i18n } = useTranslation();
  const playTypeName = (playType: string) =>
    isPlayType(playType) ? t(`lottery.play.${playType}.name`) : playType;
  const selectionText = (playType: string, selection: string) => {
    if (playType === 'position') {
      const [position, digit] = selection.split(':');
      return t('lottery.selection.position', { position, digit });
    }
    if (playType === 'bigSmall' || playType === 'oddEven') return t(`lottery.choice.${selection}`);
    if (playType === 'sum') return t('lottery.selection.sum', { value: selection });
    return selection.split(',').join(' · ');
  };
  const tierName = (tier: string) => {
    const prize = /^g([1-8])$/.exec(tier);
    if (prize) return t('lottery.tier.prize', { n: prize[1] });
    return tier === 'special' ? t('lottery.tier.special') : t('lottery.tier.result');
  };
  const weekdayName = (weekday: number) => t(`lottery.weekday.${weekday}`);
  const scheduleText = (
    game: Pick<LotteryItem, 'periodSeconds' | 'drawDayOfWeek' | 'winningTime' | 'timeZone'>,
  ) => {
    if (game.periodSeconds !== null) {
      return t('lottery.schedule.every', { count: Math.round(game.periodSeconds / 60) });
    }
    const days = game.drawDayOfWeek.split(',').map((day) => Number(day.trim()));
    const dayNames =
      days.length === 7
        ? t('lottery.schedule.daily')
        : weekdayOrder
            .filter((day) => days.includes(day))
            .map(weekdayName)
            .join(', ');
    return t('lottery.schedule.at', {
      days: dayNames,
      time: game.winningTime,
      zone: zoneName(game.timeZone, i18n.language),
    });
  };
  const daysText = (count: number) => t('lottery.days', { count });
  return { playTypeName, selectionText, tierName, weekdayName, scheduleText, daysText };
}
