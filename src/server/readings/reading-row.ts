import { getTableColumns } from 'drizzle-orm';

import type { Reading } from '../../domain/reading';
import { readings } from '../db/schema';

const { access_token_hash: _secret, updated_at: _updated, ...columns } = getTableColumns(readings);

/** The columns the API may return: everything but the reading's secret. */
export const readingColumns = columns;

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export function toReading(row: Row): Reading {
  return {
    ...row,
    payment_status: row.payment_status ?? 'pending',
    make_sent: row.make_sent ?? false,
    created_at: iso(row.created_at) ?? '',
    payment_completed_at: iso(row.payment_completed_at),
    checkout_started_at: iso(row.checkout_started_at),
    free_selected_at: iso(row.free_selected_at),
    step_ten_visited: row.step_ten_visited ?? false,
    reviews_page_visited: row.reviews_page_visited ?? false,
    video_rev_visited: row.video_rev_visited ?? false,
    pdf_reader_visited: row.pdf_reader_visited ?? false,
    checkout_visited: row.checkout_visited ?? false,
  } as Reading;
}
