import type { PriceArm } from '../../domain/experiments';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { resolveVariant } from './resolve-variant';

/**
 * The price arm a reading's visitor is on (or the winner every visitor now gets), logged as an
 * exposure; null: the usual prices. A reading made without a visitor id is in no experiment.
 */
export async function findPriceArm(
  db: DbOrTx,
  visitorId: string | null,
  readingId: number,
): Promise<{ key: string; price: PriceArm } | null> {
  const { arm } = await resolveVariant(db, 'price', visitorId, readingId);
  if (!arm?.price) return null;
  return { key: arm.key, price: arm.price };
}
