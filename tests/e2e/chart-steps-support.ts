import type { APIRequestContext, Page } from '@playwright/test';

import { computeChart } from '../../src/astro/compute-chart';
import type { Reading } from '../../src/domain/reading';
import type { BirthCity, FunnelState } from '../../src/web/funnel/navigation-state';
import { expect } from './fixtures';

export type Credentials = { id: number; token: string };

export const ROME: BirthCity = {
  name: 'Rome',
  state: 'Lazio',
  country: 'Italy',
  displayName: 'Rome, Lazio, Italy',
  lat: 41.89193,
  lon: 12.51133,
  type: 'city',
  timeZone: 'Europe/Rome',
};

export const NEW_YORK: BirthCity = {
  name: 'New York',
  state: 'New York',
  country: 'United States',
  displayName: 'New York, New York, United States',
  lat: 40.71427,
  lon: -74.00597,
  type: 'city',
  timeZone: 'America/New_York',
};

/** What /step-four hands the first ascendant page (a Rome birth with a known time). */
export const BIRTH_STATE: FunnelState = {
  gender: 'female',
  name: 'Giulia',
  email: 'giulia@example.com',
  birthDate: '1990-06-15',
  birthTime: '2:30 PM',
  timeUnknown: false,
  birthCity: ROME,
};

/** The engine's own answer for a state's birth, to compare the page with. */
export function engineChart(state: FunnelState) {
  const city = state.birthCity!;
  return computeChart({
    date: state.birthDate!,
    time: state.timeUnknown ? 'unknown' : state.birthTime!,
    lat: city.lat,
    lon: city.lon,
    zone: city.timeZone,
  });
}

/** A reading made through the API as the earlier steps would have left it. */
export async function createReading(
  request: APIRequestContext,
  state: FunnelState = BIRTH_STATE,
): Promise<Credentials> {
  const created = await request.post('/api/readings', { data: { gender: state.gender ?? 'female' } });
  expect(created.status()).toBe(201);
  const { id, token } = (await created.json()) as Credentials;
  const patch: Record<string, unknown> = {};
  if (state.name) patch.name = state.name;
  if (state.email) patch.email = state.email;
  if (state.birthDate) patch.birth_date = state.birthDate;
  if (state.birthTime) patch.birth_time = state.birthTime;
  if (state.birthCity) {
    patch.birth_city_name = state.birthCity.name;
    patch.birth_city_country = state.birthCity.country;
    patch.birth_city_state = state.birthCity.state;
  }
  if (Object.keys(patch).length > 0) {
    const patched = await request.patch(`/api/readings/${id}`, {
      data: patch,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(patched.status()).toBe(204);
  }
  return { id, token };
}

export async function storedReading(request: APIRequestContext, { id, token }: Credentials): Promise<Reading> {
  const response = await request.get(`/api/readings/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Reading;
}

/**
 * Opens `path` as if the previous page had navigated there: the reading's id and token in local
 * storage, and the router's location state in history.state (React Router reads `usr`).
 */
export async function enterWithState(
  page: Page,
  path: string,
  credentials: Credentials | null,
  state: FunnelState,
): Promise<void> {
  await page.addInitScript(
    ({ path, state, credentials }) => {
      if (credentials) {
        localStorage.setItem('readingId', String(credentials.id));
        localStorage.setItem('readingToken', credentials.token);
      }
      const current = window.history.state as { usr?: unknown } | null;
      if (window.location.pathname === path && !current?.usr) {
        window.history.replaceState({ usr: state, key: 'e2e', idx: 0 }, '');
      }
    },
    { path, state: credentials ? { ...state, readingId: credentials.id } : state, credentials },
  );
  await page.goto(path);
}

/** The router's location state of the current page. */
export async function locationState(page: Page): Promise<FunnelState> {
  return page.evaluate(() => (window.history.state as { usr: FunnelState }).usr);
}
