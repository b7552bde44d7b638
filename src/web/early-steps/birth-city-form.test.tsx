// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CitySuggestion } from '../../domain/city';
import { searchCities } from '../api';
import { BirthCityForm, CITY_REQUIRED } from './birth-city-form';
import { CHOOSE_SUGGESTION } from './city-picker';
import { renderForm } from './render-form';

const ROME: CitySuggestion = {
  name: 'Rome',
  state: 'Lazio',
  country: 'Italy',
  countryCode: 'IT',
  displayName: 'Rome, Lazio, Italy',
  lat: 41.89,
  lon: 12.48,
  type: 'city',
  timeZone: 'Europe/Rome',
};

vi.mock('../api', () => ({ searchCities: vi.fn(() => Promise.resolve([ROME])) }));

afterEach(cleanup);

const city = (name: string, country: string, timeZone: string): CitySuggestion => ({
  ...ROME,
  name,
  state: null,
  country,
  displayName: `${name}, ${country}`,
  timeZone,
});

const search = () => screen.getByRole('combobox', { name: 'Birth city' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('BirthCityForm', () => {
  it('asks for a city under the search, tied to it, when Continue is pressed without one', () => {
    const onSubmit = vi.fn();
    renderForm(<BirthCityForm known={undefined} saving={false} onSubmit={onSubmit} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(continueButton());
    expect(onSubmit).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`${CITY_REQUIRED.title}: ${CITY_REQUIRED.message}`);
    expect(search().getAttribute('aria-invalid')).toBe('true');
    expect(search().getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('says to pick a suggestion when a name is typed but none chosen, and clears once a city is chosen', async () => {
    const onSubmit = vi.fn();
    renderForm(<BirthCityForm known={undefined} saving={false} onSubmit={onSubmit} />);
    fireEvent.change(search(), { target: { value: 'Rom' } });
    fireEvent.click(continueButton());
    expect(screen.getByRole('alert').textContent).toContain(CHOOSE_SUGGESTION);
    expect(screen.getByText(CITY_REQUIRED.message)).toBeTruthy();

    fireEvent.focus(search());
    fireEvent.click(await screen.findByRole('option', { name: /Rome/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Rome', country: 'Italy' }));

    // Clearing the chosen city again does not bring the old message back by itself.
    fireEvent.click(screen.getByRole('button', { name: /Rome, Lazio, Italy/ }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("never shows or takes one name's suggestions for another while its answer is on the way", async () => {
    let answerTokyo: (cities: CitySuggestion[]) => void = () => undefined;
    const tokyo = new Promise<CitySuggestion[]>((resolve) => (answerTokyo = resolve));
    vi.mocked(searchCities).mockImplementation((query) =>
      query === 'Manila' ? Promise.resolve([city('Manila', 'Philippines', 'Asia/Manila')]) : tokyo,
    );
    const onSubmit = vi.fn();
    renderForm(<BirthCityForm known={undefined} saving={false} onSubmit={onSubmit} />);
    fireEvent.focus(search());
    fireEvent.change(search(), { target: { value: 'Manila' } });
    expect(await screen.findByRole('option', { name: /Manila/ })).toBeTruthy();

    fireEvent.change(search(), { target: { value: 'Tokyo' } });
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(screen.queryByRole('button', { name: /Manila/ })).toBeNull();

    answerTokyo([city('Tokyo', 'Japan', 'Asia/Tokyo')]);
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: /Tokyo/ })).toBeTruthy();
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'Enter' });
    fireEvent.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Tokyo', country: 'Japan' }));
  });
});
