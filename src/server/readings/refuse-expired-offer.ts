import { isOfferPrice } from '../../domain/funnel-claims';
import { HttpError } from '../http/http-error';

/**
 * The pay press for the one-time offer's price once the reading's offer deadline has passed: the
 * offer is gone, and the usual prices stay. Readings that never saw the offer have no deadline.
 */
export function refuseExpiredOffer(price: string, offerExpired: boolean): void {
  if (!isOfferPrice(price) || !offerExpired) return;
  throw new HttpError(
    410,
    'offer_expired',
    'This one-time offer has ended. You can still choose any of the usual delivery options.',
  );
}
