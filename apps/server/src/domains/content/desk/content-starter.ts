import { sql } from 'kysely';
import { copyMerchantRows } from '../../../db/copy-rows';
import type { StarterCopy } from '../../platform';

/**
 * What a new merchant copies of a template's content: customer service, downloads, help,
 * licences, notices and banners, as they are (to be re-worded in the content desk). A banner
 * that opens one of the template's promotions stays behind: the promotion is not copied.
 */
export const copyContentStarter: StarterCopy = async (trx, merchants) => {
  for (const table of [
    'customer_services',
    'resources',
    'help_articles',
    'licences',
    'announcements',
  ]) {
    await copyMerchantRows(trx, table, merchants);
  }
  await copyMerchantRows(trx, 'banners', merchants, sql`linkage_type IS DISTINCT FROM 'promotion'`);
};
