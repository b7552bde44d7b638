import { sql } from 'drizzle-orm';
import { z } from 'zod';

import type { StepRecord } from '../../domain/funnel-capture';
import type { Database } from '../db/open-database';
import { funnelSteps, readings } from '../db/schema';

/** node-postgres and PGlite both answer { rows }. */
const insertedRowsSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * Adds one step row at the server's time, only for the reading this token opens: one statement,
 * so no step lands on another reading or on one erased meanwhile. Every view is kept, a reload's
 * too (decision 0018). False when the id and token do not match (or the reading was erased).
 */
export async function recordStep(db: Database, id: number, tokenHash: string, record: StepRecord): Promise<boolean> {
  const result = await db.execute(sql`insert into ${funnelSteps} (reading_id, step, kind)
    select ${readings.id}, ${record.step}, ${record.kind} from ${readings}
    where ${readings.id} = ${id} and ${readings.access_token_hash} = ${tokenHash}
    returning id`);
  return insertedRowsSchema.parse(result).rows.length > 0;
}
