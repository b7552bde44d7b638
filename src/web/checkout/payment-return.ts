import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import type { PaymentStatus } from '../../domain/reading';
import type { ReadingCredentials } from '../api';
import { notifyError, notifySuccess } from '../notify';
import { trackPurchase } from './track-purchase';
import { readingQueryKey } from './use-reading';

/** The query parameters a payment page sends the visitor back with (spec section 2). */
export const RETURN_PARAMS = ['success', 'canceled', 'token', 'PayerID'] as const;
/** A webhook may land a moment after the visitor: a pending status is asked again a few times. */
export const PENDING_RETRIES = 5;
export const PENDING_RETRY_MS = 2000;

export function isPaymentReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return RETURN_PARAMS.some((name) => params.has(name));
}

export type ReturnMessage = { kind: 'success' | 'error'; title: string; description: string };

const DEFAULT_ISSUE = 'There was an issue with your payment. Please try again.';

/** The toast for a status read back; null while it is still pending (and not canceled). */
export function paymentReturnMessage(status: PaymentStatus, canceledParam: boolean): ReturnMessage | null {
  switch (status.payment_status) {
    case 'completed':
      return {
        kind: 'success',
        title: 'Payment Successful',
        description: 'Your reading will be delivered according to your selected timeframe.',
      };
    case 'failed':
    case 'canceled':
      return { kind: 'error', title: 'Payment Issue', description: status.failure_reason ?? DEFAULT_ISSUE };
    default:
      return canceledParam ? { kind: 'error', title: 'Payment Issue', description: DEFAULT_ISSUE } : null;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from the payment page: checks the payment status and says how it went, and a paid order
 * goes to Meta's pixel as a Purchase (with consent). The parameters are then dropped from the
 * address, so a reload does not repeat the message.
 */
export function usePaymentReturn(credentials: ReadingCredentials | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checked = useRef(false);

  useEffect(() => {
    if (!credentials || checked.current || !isPaymentReturn(location.search)) return;
    checked.current = true;
    const params = new URLSearchParams(location.search);
    const canceled = params.has('canceled') && params.get('canceled') !== 'false';
    void (async () => {
      try {
        const { getPaymentStatus } = await import('../api');
        let message: ReturnMessage | null = null;
        let status: PaymentStatus | null = null;
        for (let attempt = 0; attempt <= PENDING_RETRIES && message === null; attempt += 1) {
          if (attempt > 0) await wait(PENDING_RETRY_MS);
          status = await getPaymentStatus(credentials);
          message = paymentReturnMessage(status, canceled);
          if (canceled) break;
        }
        if (message)
          void (message.kind === 'success' ? notifySuccess : notifyError)(message.title, message.description);
        if (status?.purchase) trackPurchase(credentials, status.purchase);
        // The page shows the order as paid once the reading says so.
        void queryClient.invalidateQueries({ queryKey: readingQueryKey(credentials.readingId) });
      } catch (error) {
        console.warn('Checking the payment status failed', error);
      }
      for (const name of RETURN_PARAMS) params.delete(name);
      const rest = params.toString();
      void navigate(
        { pathname: location.pathname, search: rest ? `?${rest}` : '' },
        { replace: true, state: location.state },
      );
    })();
  }, [credentials, location, navigate, queryClient]);
}
