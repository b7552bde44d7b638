// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { orderDetailSchema, type OperatorSession, type OrderDetail } from '../../domain/admin-api';
import { OrderActions } from './order-actions';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const OWNER: OperatorSession = { email: 'owner@example.com', role: 'owner', csrfToken: 'token', hasPassword: true };

/** An order as GET /api/admin/orders/:id answers an owner, its reading waiting to be sent. */
const order = (payment: Partial<OrderDetail['payment']>): OrderDetail =>
  orderDetailSchema.parse({
    id: 41,
    created_at: '2026-11-25T10:00:00.000Z',
    erased_at: null,
    answers: {
      name: 'Luna Rivera',
      email: 'luna@example.com',
      gender: 'female',
      birth_date: '1990-04-02',
      birth_time: '14:30',
      birth_city_name: 'Rome',
      birth_city_state: null,
      birth_city_country: 'IT',
      birth_city_timezone: 'Europe/Rome',
      birth_city_lat: 41.9,
      birth_city_lon: 12.5,
      zodiac_sign: 'aries',
      ascendant: null,
      selected_subject: 'love',
      question1: null,
      question2: null,
      question3: null,
      additional_info: null,
    },
    payment: {
      status: 'completed',
      method: 'card',
      selected_price: '$29',
      completed_at: '2026-11-25T10:05:00.000Z',
      email_confirmed_at: '2026-11-25T10:06:00.000Z',
      paid_amount_minor: 2900,
      paid_currency: 'usd',
      provider_payment_id: 'pi_1',
      refunded_amount_minor: null,
      refunded_at: null,
      dispute_status: null,
      country_code: 'US',
      ...payment,
    },
    summary: null,
    document: null,
    deliveries: [
      {
        kind: 'reading',
        status: 'pending',
        due_at: '2026-11-26T10:00:00.000Z',
        attempts: 0,
        last_error: null,
        sent_at: null,
      },
    ],
    payment_events: [],
    origin: {
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_content: null,
      utm_term: null,
      fbclid: null,
      device_class: null,
      landing_path: null,
      steps: [],
    },
    audit: [],
  });

describe("an order's actions", () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  /** The actions as an owner sees them inside the console's layout, which hands the operator down. */
  const actionsFor = async (detail: OrderDetail) => {
    await act(async () =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Routes>
              <Route element={<Outlet context={OWNER} />}>
                <Route path="/" element={<OrderActions order={detail} />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    return [...container.querySelectorAll('section')].map((section) => section.getAttribute('aria-label'));
  };

  it('offers an owner "Mark as refunded" on a paid order', async () => {
    expect(await actionsFor(order({}))).toContain('Mark as refunded');
  });

  it('offers no refund on a free order, nor on one that charged 0', async () => {
    const free = await actionsFor(
      order({ method: 'free', selected_price: 'FREE', paid_amount_minor: null, paid_currency: null }),
    );
    expect(free).not.toContain('Mark as refunded');
    expect(free).toContain('Reschedule');
    expect(await actionsFor(order({ paid_amount_minor: 0 }))).not.toContain('Mark as refunded');
  });
});
