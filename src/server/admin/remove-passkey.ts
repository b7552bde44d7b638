import { and, eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { operatorPasskeys } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { SignedInOperator } from './find-operator-session';
import { recordAudit } from './record-audit';

/** Removes one of the operator's own passkeys; another operator's is as unknown as a made-up id. */
export async function removePasskey(db: Database, operator: SignedInOperator, credentialId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(operatorPasskeys)
      .where(
        and(eq(operatorPasskeys.credential_id, credentialId), eq(operatorPasskeys.operator_id, operator.operatorId)),
      )
      .returning({ label: operatorPasskeys.label });
    if (!removed) throw new HttpError(404, 'not_found', 'No such passkey on your account.');
    await recordAudit(tx, {
      operatorEmail: operator.email,
      action: 'passkey.remove',
      detail: { label: removed.label },
    });
  });
}
