import { sql, type SQL } from 'drizzle-orm';

import { readings } from '../db/schema';

/**
 * email_confirmed_at for an UPDATE that sets the address to `email`: kept when the address stays
 * the same, cleared when it changes (a confirmation is of one address), in the same statement as
 * the change so nothing can be sent between the two.
 */
export function confirmationAfterChange(email: string): SQL {
  return sql`case when ${readings.email} is distinct from ${email} then null else ${readings.email_confirmed_at} end`;
}
