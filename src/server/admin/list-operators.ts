import { asc } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operators } from '../db/schema';

export async function listOperators(db: Database) {
  return db
    .select({
      email: operators.email,
      role: operators.role,
      created_at: operators.created_at,
    })
    .from(operators)
    .orderBy(asc(operators.email));
}
