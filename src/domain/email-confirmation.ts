import { z } from 'zod';

/**
 * A free order's address is confirmed through a link e-mailed to it before anything the visitor
 * wrote is sent there (decision 0032). The link works this long: a week covers a visitor who finds
 * it in the spam folder days later or reads mail once a week, while an old link lying in a
 * forwarded or shared mailbox stops confirming anything soon after.
 */
export const CONFIRMATION_LINK_DAYS = 7;

/** Confirmation e-mails one address may receive a day, whoever asks: a stranger gets at most this many. */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;

/**
 * Confirmation e-mails one client address may have sent per hour (CONFIRMATION_RATE_LIMIT overrides
 * it). Generous, because many phones share one carrier address (carrier-grade NAT, common where the
 * peso prices are shown); the per-recipient limit is what protects a stranger.
 */
export const CONFIRMATIONS_PER_CLIENT_PER_HOUR = 30;

/**
 * Past either limit no e-mail is sent, and the visitor is told so in the same words whichever limit
 * it was, and when it ends is not said: the per-address limit's end would tell when someone else
 * first asked for that address.
 */
export const CONFIRMATION_LIMIT_MESSAGE =
  'We cannot send another confirmation e-mail to this address right now. If an earlier one reached you, its link still works; otherwise please try again tomorrow.';

/** `<reading id>.<expiry in unix seconds>.<HMAC-SHA256, base64url>`: the whole of a confirmation link's secret. */
export const confirmationTokenSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, 'This confirmation link is not valid.');

/** GET /api/email-confirmation?t=: what the link's page starts from, changing nothing. */
export const confirmationQuerySchema = z.object({ t: confirmationTokenSchema });

/** POST /api/email-confirmation (confirm) and POST /api/email-confirmation/renew (a new link for an expired one). */
export const confirmationRequestSchema = z.strictObject({ token: confirmationTokenSchema });
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;

/**
 * Where a free order's address stands, as free completion and the confirmation link's page show it:
 * not confirmed yet (a link was e-mailed), or confirmed with the promised time of the reading, which
 * for the free tier counts from the confirmation. A paid order needs no confirmation and counts as
 * confirmed, its time counted from the payment.
 */
export const addressStateSchema = z.discriminatedUnion('confirmed', [
  z.object({ confirmed: z.literal(false) }),
  z.object({ confirmed: z.literal(true), expected_by: z.iso.datetime() }),
]);
export type AddressState = z.infer<typeof addressStateSchema>;
