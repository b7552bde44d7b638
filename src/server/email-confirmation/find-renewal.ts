import type { AddressState } from '../../domain/email-confirmation';
import type { Database } from '../db/open-database';
import { addressStateOf, isFreeOrder } from './address-state';
import { hasWaitingConfirmation } from './has-waiting-confirmation';
import { loadLinkedReading } from './load-linked-reading';

export type Renewal = { readingId: number; state: AddressState; confirmTo: string | null };

/**
 * POST /api/email-confirmation/renew: a link, valid or expired but never altered, asks for a new one,
 * sent to the address the old one was sent to (the only one its signature fits). None is wanted
 * once the address is confirmed or the order paid, nor while one is still waiting to go out.
 */
export async function findRenewal(db: Database, secret: string, token: string, now: Date): Promise<Renewal> {
  const row = await loadLinkedReading(db, secret, token, now, { acceptExpired: true });
  const state = addressStateOf(row);
  const wanted = !state.confirmed && isFreeOrder(row) && !(await hasWaitingConfirmation(db, row.id));
  return { readingId: row.id, state, confirmTo: wanted ? row.email : null };
}
