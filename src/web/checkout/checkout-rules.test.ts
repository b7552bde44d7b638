import { describe, expect, it, vi } from 'vitest';

import { formatClock, promoEndTime, PROMO_DURATION_MS } from './countdown';
import { storedFreeOrder } from './free-order-confirmation-page';
import { knownEmail } from './known-email';
import { answersFromState } from './pay-order';
import { isPaymentReturn, paymentReturnMessage } from './payment-return';
import { isSessionExpired, SESSION_TIMEOUT_MS } from './session-activity';
import { randomBetween, waitingGrowthDelay } from './simulated-counts';

describe('the promo countdown', () => {
  const now = 1_000_000;
  it('keeps a stored end ahead, and starts 20 minutes when none, expired or implausible', () => {
    expect(promoEndTime(String(now + 60_000), now)).toBe(now + 60_000);
    expect(promoEndTime(null, now)).toBe(now + PROMO_DURATION_MS);
    expect(promoEndTime(String(now - 1), now)).toBe(now + PROMO_DURATION_MS);
    expect(promoEndTime('soon', now)).toBe(now + PROMO_DURATION_MS);
    expect(promoEndTime(String(now + PROMO_DURATION_MS * 3), now)).toBe(now + PROMO_DURATION_MS);
  });

  it('shows minutes and seconds, never below zero', () => {
    expect(formatClock(1200)).toBe('20:00');
    expect(formatClock(59.2)).toBe('01:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});

describe('the simulated counts', () => {
  it('draws whole numbers within both bounds', () => {
    expect(randomBetween(120, 150, () => 0)).toBe(120);
    expect(randomBetween(120, 150, () => 0.9999)).toBe(150);
  });

  it('grows the waiting count at 5 s twice, then every 15 s', () => {
    expect([0, 1, 2, 3, 9].map(waitingGrowthDelay)).toEqual([5000, 5000, 15_000, 15_000, 15_000]);
  });
});

describe('the session', () => {
  it('is expired only when a stored stamp is older than 60 minutes', () => {
    const now = 10 * SESSION_TIMEOUT_MS;
    expect(isSessionExpired(null, now)).toBe(false);
    expect(isSessionExpired(String(now - SESSION_TIMEOUT_MS), now)).toBe(false);
    expect(isSessionExpired(String(now - SESSION_TIMEOUT_MS - 1), now)).toBe(true);
    expect(isSessionExpired('garbage', now)).toBe(false);
  });
});

describe('the e-mail shown', () => {
  it("skips blanks and the server's placeholder address", () => {
    expect(knownEmail(undefined, 'pending-1-abc@pending.invalid', ' luna@example.com ')).toBe('luna@example.com');
    expect(knownEmail('', null)).toBe('');
  });
});

describe('the answers sent with the pay press', () => {
  it("takes the spec's state fields, questions from the list when not given one by one", () => {
    expect(
      answersFromState({ selectedSubject: 'money', questions: ['A?', 'B?'], question2: 'C?', additionalInfo: 'x' }),
    ).toEqual({
      selected_subject: 'money',
      question1: 'A?',
      question2: 'C?',
      additional_info: 'x',
    });
    expect(answersFromState({})).toEqual({});
  });
});

describe('the payment return', () => {
  it('is recognised by any of its parameters', () => {
    expect(isPaymentReturn('?success=true')).toBe(true);
    expect(isPaymentReturn('?token=EC-1&PayerID=X')).toBe(true);
    expect(isPaymentReturn('?readingId=4')).toBe(false);
  });

  it('says how the payment went, and waits while it is pending', () => {
    expect(paymentReturnMessage({ payment_status: 'completed', failure_reason: null }, false)?.title).toBe(
      'Payment Successful',
    );
    expect(paymentReturnMessage({ payment_status: 'failed', failure_reason: 'Card declined' }, false)).toMatchObject({
      title: 'Payment Issue',
      description: 'Card declined',
    });
    expect(paymentReturnMessage({ payment_status: 'canceled', failure_reason: null }, false)?.description).toBe(
      'There was an issue with your payment. Please try again.',
    );
    expect(paymentReturnMessage({ payment_status: 'pending', failure_reason: null }, false)).toBeNull();
    expect(paymentReturnMessage({ payment_status: 'pending', failure_reason: null }, true)?.title).toBe(
      'Payment Issue',
    );
  });
});

describe('the free order to complete', () => {
  it('needs a numeric stored id (else warns and updates nothing) and its token', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(storedFreeOrder('12', 'secret')).toEqual({ readingId: 12, token: 'secret' });
    expect(storedFreeOrder('12', null)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(storedFreeOrder('abc', 'secret')).toBeNull();
    expect(storedFreeOrder(null, 'secret')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
