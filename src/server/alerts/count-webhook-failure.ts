import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { raiseAlert, type AlertDeps, type RaisedAlert } from './raise-alert';

/** This many failed verifications of one provider's webhook within the window raise an alert. */
export const WEBHOOK_FAILURE_THRESHOLD = 5;
export const WEBHOOK_FAILURE_WINDOW_MS = 10 * 60_000;

const countSchema = z.object({ rows: z.array(z.object({ count: z.coerce.number() })) });

/**
 * Counts one webhook request that failed verification (a bad or missing signature, or PayPal's
 * certificate out of reach) in rate_limit_counters, the table the servers already share counts in, so every server
 * adds to one count. A window opens at its first failure and lasts WEBHOOK_FAILURE_WINDOW_MS; the
 * failure that reaches the threshold raises the alert, exactly one server seeing that count.
 * Returns the alert when this failure raised one.
 */
export async function countWebhookFailure(
  deps: AlertDeps,
  provider: string,
  reason: string,
): Promise<RaisedAlert | null> {
  const now = deps.now();
  const key = `webhook-verification-failures:${provider}`;
  const at = now.toISOString();
  const until = new Date(now.getTime() + WEBHOOK_FAILURE_WINDOW_MS).toISOString();
  const result = await deps.db.execute(sql`
    insert into rate_limit_counters as c (key, count, window_start, expires_at)
    values (${key}, 1, ${at}::timestamptz, ${until}::timestamptz)
    on conflict (key) do update set
      count = case when c.expires_at <= ${at}::timestamptz then 1 else c.count + 1 end,
      window_start = case when c.expires_at <= ${at}::timestamptz then excluded.window_start else c.window_start end,
      expires_at = case when c.expires_at <= ${at}::timestamptz then excluded.expires_at else c.expires_at end
    returning c.count`);
  const count = countSchema.parse(result).rows[0]?.count ?? 0;
  if (count !== WEBHOOK_FAILURE_THRESHOLD) return null;
  return raiseAlert(deps, {
    kind: 'webhook_verification_failing',
    message:
      `${WEBHOOK_FAILURE_THRESHOLD} ${provider} webhook requests failed verification within ${WEBHOOK_FAILURE_WINDOW_MS / 60_000} minutes (last: ${reason}). ` +
      "Check the webhook secret or credentials in the configuration and the provider's dashboard: payments are not applied while this lasts.",
  });
}
