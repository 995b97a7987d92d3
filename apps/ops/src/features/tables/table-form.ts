import type { CreateTable, DeskTable, UpdateTable } from '@khela/contracts';
import { isSameAmount } from './table-figures';

/** What the table dialog reads from its fields: every setting of a table but its code and game. */
export type TableSettings = Omit<CreateTable, 'code' | 'game'>;

const languages = ['bn', 'en', 'th'] as const;

function isSameLimits(typed: TableSettings['areaLimits'], saved: DeskTable['areaLimits']) {
  const kinds = Object.keys(typed);
  if (kinds.length !== Object.keys(saved).length) return false;
  return kinds.every((kind) => {
    const own = saved[kind];
    const limit = typed[kind];
    return (
      own !== undefined &&
      limit !== undefined &&
      isSameAmount(limit.minStake, own.minStake) &&
      isSameAmount(limit.maxStake, own.maxStake)
    );
  });
}

/**
 * The settings of an edit that differ from the table's, and only those: the action log then
 * records what was changed, and an edit that changed nothing sends nothing (empty).
 */
export function changedSettings(table: DeskTable, settings: TableSettings): UpdateTable {
  const changes: UpdateTable = {};
  if (languages.some((language) => settings.names[language] !== (table.names[language] ?? ''))) {
    changes.names = settings.names;
  }
  if (settings.bettingSeconds !== table.bettingSeconds) {
    changes.bettingSeconds = settings.bettingSeconds;
  }
  if (settings.resultSeconds !== table.resultSeconds) {
    changes.resultSeconds = settings.resultSeconds;
  }
  for (const field of ['minStake', 'maxStake', 'maxRoundPayout'] as const) {
    if (!isSameAmount(settings[field], table[field])) changes[field] = settings[field];
  }
  if (!isSameLimits(settings.areaLimits, table.areaLimits)) {
    changes.areaLimits = settings.areaLimits;
  }
  return changes;
}
