import type { VipDesk } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { levelName } from './vip-text';

/** A level as the desk words it: its number and name ("Level 2 · Silver"), or "no level". */
export function useLevelWords(desk: VipDesk) {
  const { t, i18n } = useTranslation();
  return (rank: number) => {
    if (rank === 0) return t('vipDesk.members.noLevel');
    const level = desk.levels.find((each) => each.rank === rank);
    const name = level ? levelName(level.names, i18n.language) : '';
    return name
      ? t('vipDesk.members.levelNamed', { n: rank, name })
      : t('vipDesk.members.levelNumber', { n: rank });
  };
}
