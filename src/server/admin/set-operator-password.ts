import { eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operators } from '../db/schema';
import { hashPassword } from './hash-password';
import { recordAudit } from './record-audit';

export async function setOperatorPassword(
  db: Database,
  operator: { operatorId: number; email: string },
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(operators)
      .set({ password_hash: passwordHash, failed_signins: 0, locked_until: null })
      .where(eq(operators.id, operator.operatorId));
    await recordAudit(tx, { operatorEmail: operator.email, action: 'operator.set_password' });
  });
}
