import { HttpError } from '../http/http-error';

/** The answer to any attempt to change what a completed order delivers. */
export const orderCompleted = () =>
  new HttpError(409, 'order_completed', 'Your order is complete; its tier can no longer be changed.');
