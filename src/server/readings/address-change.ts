import { sql, type SQL } from 'drizzle-orm';

import { readings } from '../db/schema';

/**
 * The columns an UPDATE sets with a reading's address, whoever changes it (the visitor's funnel,
 * the checkout's e-mail box, support). When the address really changes, in the same statement so
 * nothing can be sent between them: the confirmation of the old address is cleared (a visitor
 * cannot confirm their own address and then point the free reading, their words, at a stranger's;
 * the new one is confirmed through its own link), and the download-link generation is raised, so
 * links already sent (perhaps to someone else) stop opening the reading. The same address changes
 * nothing.
 */
export function addressChange(email: string): {
  email: string;
  email_confirmed_at: SQL;
  document_link_generation: SQL;
} {
  const changed = sql`${readings.email} is distinct from ${email}`;
  return {
    email,
    email_confirmed_at: sql`case when ${changed} then null else ${readings.email_confirmed_at} end`,
    document_link_generation: sql`case when ${changed} then ${readings.document_link_generation} + 1 else ${readings.document_link_generation} end`,
  };
}
