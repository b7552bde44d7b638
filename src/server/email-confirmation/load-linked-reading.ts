import { eq } from 'drizzle-orm';

import { CONFIRMATION_LINK_DAYS } from '../../domain/email-confirmation';
import { readings } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { HttpError } from '../http/http-error';
import { addressColumns } from './address-state';
import { checkConfirmationToken, tokenReadingId } from './confirmation-token';

export const LINK_ALTERED_MESSAGE =
  'This confirmation link is not valid. It may have been cut short or changed when it was copied, or the address of the order was changed after it was sent: please use the link in the latest confirmation e-mail, exactly as it is.';
export const LINK_EXPIRED_MESSAGE = `This confirmation link has expired: each link works for ${CONFIRMATION_LINK_DAYS} days. You can ask for a new one here.`;

export type LinkedReading = NonNullable<Awaited<ReturnType<typeof selectLinkedReading>>>;

async function selectLinkedReading(db: DbOrTx, id: number, lock: boolean) {
  const query = db.select(addressColumns).from(readings).where(eq(readings.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * The reading a confirmation link names, checked against its present address (locked for the
 * caller's transaction when asked). An altered link is a 403 and an expired one a 410, each with
 * words for the page, unless the caller accepts an expired one (a new link goes only to the
 * address the expired one was sent to).
 */
export async function loadLinkedReading(
  db: DbOrTx,
  secret: string,
  token: string,
  now: Date,
  options: { lock?: boolean; acceptExpired?: boolean } = {},
): Promise<LinkedReading> {
  const row = await selectLinkedReading(db, tokenReadingId(token), options.lock ?? false);
  // An erased order keeps no address, so its links are as good as altered; nothing tells it apart.
  const check = row?.email && !row.erasedAt ? checkConfirmationToken(secret, token, row.email, now) : 'altered';
  if (!row || check === 'altered') throw new HttpError(403, 'link_altered', LINK_ALTERED_MESSAGE);
  if (check === 'expired' && !options.acceptExpired) throw new HttpError(410, 'link_expired', LINK_EXPIRED_MESSAGE);
  return row;
}
