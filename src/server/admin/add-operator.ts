import type { OperatorRole } from '../../domain/admin-api';
import type { Database } from '../db/open-database';
import { operators } from '../db/schema';
import { recordAudit } from './record-audit';

export class OperatorExistsError extends Error {}

/** A new account; the password hash is null when the operator will sign in through a one-time link. */
export async function addOperator(
  db: Database,
  input: { email: string; role: OperatorRole; passwordHash: string | null; addedBy: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ email: input.email, role: input.role, password_hash: input.passwordHash })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!row) throw new OperatorExistsError(`${input.email} already has an account`);
    await recordAudit(tx, {
      operatorEmail: input.addedBy,
      action: 'operator.add',
      detail: { email: input.email, role: input.role },
    });
    return row.id;
  });
}
