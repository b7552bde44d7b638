import type { Subject } from '../../domain/astrology';
import type { PaidPrice } from '../../domain/prices';
import type { StartCheckout } from '../../domain/reading';
import type { ReadingCredentials } from '../api';
import { ApiError } from '../api-error';
import type { FunnelState } from '../funnel/navigation-state';
import { notifyError } from '../notify';

/** The pay form's own line when the e-mail is missing (spec section 5). */
export const PAY_FORM_EMAIL = 'Please enter your email address to receive your reading.';

/** The subject and questions the visitor gave, from the navigation state (spec field names). */
export function answersFromState(state: FunnelState): Partial<StartCheckout> {
  const subject: Subject | undefined = state.subject ?? state.selectedSubject;
  const questions = state.questions ?? [];
  const answers: Partial<StartCheckout> = {
    selected_subject: subject,
    question1: state.question1 ?? questions[0],
    question2: state.question2 ?? questions[1],
    question3: state.question3 ?? questions[2],
    additional_info: state.additionalInfo,
  };
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));
}

/** Sends the browser to the payment page; kept apart so the pages read as what they do. */
function leaveForPayment(url: string): void {
  window.location.assign(url);
}

export type PayOrder = {
  price: PaidPrice;
  method: 'card' | 'paypal';
  email: string;
  state: FunnelState;
};

/**
 * The pay press (spec section 4): the server records it and answers with the external link, and
 * the browser goes there. Resolves false (after the spec's toast) when it cannot.
 */
export async function payOrder(
  credentials: ReadingCredentials,
  { price, method, email, state }: PayOrder,
): Promise<boolean> {
  try {
    const { startCheckout } = await import('../api');
    const { payment_url: url } = await startCheckout(credentials, {
      ...answersFromState(state),
      selected_price: price,
      payment_method: method,
      email,
    });
    leaveForPayment(url);
    return true;
  } catch (error) {
    console.warn('Starting the payment failed', error);
    if (error instanceof ApiError && error.code === 'no_payment_link') {
      void notifyError('Payment Error', 'Could not process your payment. Please try again later.');
    } else if (error instanceof ApiError && error.code === 'offer_expired') {
      void notifyError('Offer Ended', error.message);
    } else {
      void notifyError('Error', 'There was an issue processing your request. Please try again.');
    }
    return false;
  }
}
