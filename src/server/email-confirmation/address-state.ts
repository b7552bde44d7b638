import { promisedDeliveryAt } from '../../domain/delivery-time';
import type { AddressState } from '../../domain/email-confirmation';
import { readings } from '../db/schema';

/** The columns that say where a reading's address stands. */
export const addressColumns = {
  id: readings.id,
  email: readings.email,
  paymentStatus: readings.payment_status,
  paymentMethod: readings.payment_method,
  selectedPrice: readings.selected_price,
  completedAt: readings.payment_completed_at,
  confirmedAt: readings.email_confirmed_at,
  erasedAt: readings.erased_at,
};

export type AddressRow = {
  paymentMethod: string | null;
  selectedPrice: string | null;
  completedAt: Date | null;
  confirmedAt: Date | null;
};

/** A completed order taken on the free tier: its address must be confirmed before anything the visitor wrote is sent. */
export const isFreeOrder = (row: Pick<AddressRow, 'paymentMethod'>) => row.paymentMethod === 'free';

/**
 * A free order counts from its confirmation, so the promise is the free tier's from then; a paid
 * one (an upgraded free order too) needs no confirmation and counts from its payment.
 */
export function addressStateOf(row: AddressRow): AddressState {
  if (isFreeOrder(row)) {
    return row.confirmedAt
      ? { confirmed: true, expected_by: promisedDeliveryAt('FREE', row.confirmedAt).toISOString() }
      : { confirmed: false };
  }
  const paidAt = row.completedAt ?? new Date();
  return { confirmed: true, expected_by: promisedDeliveryAt(row.selectedPrice, paidAt).toISOString() };
}
