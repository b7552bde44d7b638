import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The address compared without regard to case: the API keeps the local part as typed, and a person
 * asking for their data may type it otherwise. On readings the trigram index on lower(email) serves
 * this equality (PostgreSQL 14+).
 */
export function matchPersonEmail(column: AnyColumn, email: string): SQL {
  return sql`lower(${column}) = lower(${email.trim()})`;
}
