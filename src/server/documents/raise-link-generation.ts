import { sql, type SQL } from 'drizzle-orm';

import { readings } from '../db/schema';

/**
 * The reading's next download-link generation, set in the same UPDATE as the change that revokes
 * the links issued before it (an address change, money returned, an erasure): they were signed
 * with the old generation, so they no longer open the PDF.
 */
export function raiseLinkGeneration(): SQL {
  return sql`${readings.document_link_generation} + 1`;
}
