/** What an operator must hear of. Each kind is e-mailed at most once an hour, and recorded every time. */
export const ALERT_KINDS = [
  'delivery_failed',
  'delivery_overdue',
  'webhook_verification_failing',
  'erasure_incomplete',
] as const;

export type AlertKind = (typeof ALERT_KINDS)[number];

/** The e-mail's subject line for each kind. */
export const ALERT_TITLES: Record<AlertKind, string> = {
  delivery_failed: 'A delivery failed for good',
  delivery_overdue: 'A reading is past its promised time',
  webhook_verification_failing: 'Payment webhooks are failing verification',
  erasure_incomplete: 'Erased readings still have stored files',
};
