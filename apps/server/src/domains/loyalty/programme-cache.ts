import type { MerchantService } from '../platform';

/**
 * A merchant's programme configuration (VIP levels, the rebate's settings, missions, published
 * promotions), kept with the merchant's own configuration and dropped when any of it changes
 * (0095's triggers): the reward centre and the badges read it on every request. Reads inside a
 * claim's transaction go to the database.
 */
export type ProgrammeCache = Pick<MerchantService, 'programme'>;
