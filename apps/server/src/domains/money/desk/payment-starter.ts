import { sql } from 'kysely';
import type { StarterCopy } from '../../platform';

/**
 * What a new merchant copies of a template's payment desk: its methods and their channels with
 * limits, chips and order times. Never its receiving accounts (the new operator's own numbers)
 * nor its gateways (their keys are the template's). Amounts are minor units of one currency,
 * so the platform desk copies them only between merchants of the same currency.
 */
export const copyPaymentStarter: StarterCopy = async (trx, { fromId, toId }) => {
  await sql`
    WITH methods AS (
      INSERT INTO payment_methods
        (merchant_id, code, name, kind, icon_url, is_enabled, sort_order, allows_withdrawal)
      SELECT ${toId}, code, name, kind, icon_url, is_enabled, sort_order, allows_withdrawal
      FROM payment_methods WHERE merchant_id = ${fromId}
      ORDER BY sort_order, id
      RETURNING id, code
    )
    INSERT INTO payment_channels (merchant_id, method_id, code, name, min_minor, max_minor,
                                  chips_minor, order_minutes, is_enabled, sort_order)
    SELECT ${toId}, methods.id, channel.code, channel.name, channel.min_minor, channel.max_minor,
           channel.chips_minor, channel.order_minutes, channel.is_enabled, channel.sort_order
    FROM payment_channels channel
    JOIN payment_methods template ON template.id = channel.method_id
    JOIN methods ON methods.code = template.code
    WHERE channel.merchant_id = ${fromId}
    ORDER BY channel.sort_order, channel.id`.execute(trx);
};
