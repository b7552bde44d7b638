import { z } from 'zod';

import { isSavableText } from '../../domain/safe-text';

/** Text we store or compare: bounded, and free of what PostgreSQL text cannot hold (NUL, lone surrogates). */
export const eventText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => isSavableText(value), 'contains control characters or lone surrogates');

export const eventIdSchema = eventText(255);

export const currencySchema = z.string().regex(/^[A-Za-z]{3}$/, 'not an ISO currency code');

/** Far above any price of ours, and within bigint and a double's exact integers. */
export const amountMinorSchema = z.number().int().min(0).max(99_999_999_999);

/** Event times must fall between 2000 and 9999: anything else is no real event's time. */
export const EARLIEST_EVENT_SECONDS = 946_684_800;
export const LATEST_EVENT_SECONDS = 253_402_300_799;
