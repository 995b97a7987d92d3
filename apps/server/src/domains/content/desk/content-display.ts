import type { DisplaySettings } from '@khela/contracts';
import type { DeskMerchantRow } from '../../platform';
import { changesOf } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { ContentDeskRepository } from './content-desk.repository';
import type { DeskScope } from './content-desk.shared';

/**
 * How the merchant's site shows itself, as its content desk sets it: when a closed news popup
 * comes back (this browser session or the next day) and whether Bengali screens write their
 * figures in Latin or Bengali digits. A change is logged with what it was before.
 */
export function createDisplaySettings(deps: {
  repository: ContentDeskRepository;
  scope: DeskScope;
}) {
  const { repository, scope } = deps;
  return {
    display(merchant: DeskMerchantRow): Promise<DisplaySettings> {
      return repository.displaySettings(merchant.id);
    },

    async saveDisplay(
      actor: OperatorScope,
      code: string | undefined,
      input: DisplaySettings,
      language: string,
    ): Promise<void> {
      const merchant = await scope.merchantOf(actor, code, language);
      const before = await repository.displaySettings(merchant.id);
      await scope.change(
        actor,
        merchant,
        {
          action: 'display_update',
          target: `merchant:${merchant.code}`,
          detail: { changes: changesOf(before, input) },
        },
        (trx) => repository.saveDisplaySettings(trx, merchant.id, input),
      );
    },
  };
}
