import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { citySuggestionSchema } from '../../domain/city';
import { createFixtureIndex } from './city-index-fixture';
import type { CityIndex } from './city-index';
import { loadCityIndex } from './load-city-index';
import { searchCities } from './search-cities';

const names = (index: CityIndex, query: string) => searchCities(index, query).map((city) => city.name);

describe('searchCities on a fixture', () => {
  const index = createFixtureIndex();

  it('needs two characters after folding', () => {
    expect(searchCities(index, '')).toEqual([]);
    expect(searchCities(index, 'p')).toEqual([]);
    expect(searchCities(index, ' p  ')).toEqual([]);
    expect(searchCities(index, '-.')).toEqual([]);
    expect(names(index, 'pa').length).toBeGreaterThan(0);
  });

  it('ignores accents, case and punctuation', () => {
    expect(names(index, 'sao paulo')[0]).toBe('São Paulo');
    expect(names(index, 'SÃO   PAULO')[0]).toBe('São Paulo');
    expect(names(index, 'zurich')).toEqual(['Zürich']);
    expect(names(index, 'lodz')).toEqual(['Łódź']);
    expect(names(index, 'aix en prov')).toEqual(['Aix-en-Provence']);
  });

  it('fills the spec fields, with the state left out of the display name when unknown', () => {
    const [saoPaulo] = searchCities(index, 'são paulo');
    expect(saoPaulo).toMatchObject({
      name: 'São Paulo',
      state: 'São Paulo',
      country: 'Brazil',
      countryCode: 'BR',
      displayName: 'São Paulo, São Paulo, Brazil',
      type: 'city',
    });
    expect(searchCities(index, 'zurich')[0]?.displayName).toBe('Zürich, Switzerland');
    expect(searchCities(index, 'zurich')[0]?.state).toBeNull();
  });

  it('puts cities first, then population', () => {
    // Missouri's is larger than Illinois'; Oregon's is a town.
    expect(searchCities(index, 'springfield').map((city) => city.state)).toEqual(['Missouri', 'Illinois', 'Oregon']);
  });

  it('ranks exact name over prefix over word prefix before population', () => {
    // Populations run the other way: East York 90k, Yorkton 15k, York 44k.
    expect(names(index, 'york')).toEqual(['York', 'Yorkton', 'East York']);
  });

  it('keeps an exact name match even when five cities start with the query', () => {
    expect(names(index, 'par')).toEqual(['Paris', 'Parbhani', 'Paraná', 'Paramaribo', 'Par']);
    // No exact match here; São Paulo's word-prefix match ranks below the cities' prefix ones.
    expect(names(index, 'pa')).toEqual(['Paris', 'Parbhani', 'Paraná', 'Paramaribo', 'Parma']);
  });

  it('deduplicates on name, state and country', () => {
    const results = searchCities(index, 'springfield');
    expect(results.filter((city) => city.state === 'Missouri')).toHaveLength(1);
    expect(results.find((city) => city.state === 'Missouri')?.type).toBe('city');
  });

  it('falls back to matches inside a word when names do not start with the query', () => {
    expect(names(index, 'burg')).toEqual(['Hamburg']);
  });

  it('returns at most the limit', () => {
    expect(searchCities(index, 'pa', 2)).toHaveLength(2);
    expect(searchCities(index, 'pa', 50)).toHaveLength(5);
  });
});

describe('searchCities on the built data set', () => {
  let index: CityIndex;

  beforeAll(async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const file = path.join(root, 'build', 'cities.json');
    // The build skips itself when up to date, so running it always is cheap.
    if (!existsSync(file)) execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-cities.ts'], { cwd: root, stdio: 'inherit' });
    index = await loadCityIndex(file);
  });

  it('finds São Paulo with and without accents', () => {
    for (const query of ['São Paulo', 'sao paulo', 'SAO PAULO']) {
      const [first] = searchCities(index, query);
      expect(first).toMatchObject({ name: 'São Paulo', countryCode: 'BR', country: 'Brazil', type: 'city', timeZone: 'America/Sao_Paulo' });
      expect(first?.lat).toBeCloseTo(-23.5475, 3);
      expect(first?.lon).toBeCloseTo(-46.63611, 3);
    }
  });

  it('finds Zürich from zurich', () => {
    expect(searchCities(index, 'zurich')[0]).toMatchObject({ name: 'Zürich', countryCode: 'CH', timeZone: 'Europe/Zurich' });
  });

  it('gives one to five valid suggestions for two-letter queries and none for one letter', () => {
    for (const query of ['sa', 'ma', 'ne', 'zu', 'qx', 'ro']) {
      const results = searchCities(index, query);
      expect(results.length).toBeLessThanOrEqual(5);
      for (const city of results) expect(citySuggestionSchema.parse(city)).toEqual(city);
    }
    expect(searchCities(index, 'sa')).toHaveLength(5);
    expect(searchCities(index, 'a')).toEqual([]);
    expect(searchCities(index, 'é')).toEqual([]);
  });

  it('never suggests the same place twice', () => {
    for (const query of ['springfield', 'san jose', 'burg', 'paris', 'santa']) {
      const results = searchCities(index, query);
      const identities = results.map((city) => `${city.name}|${city.state ?? ''}|${city.country}|${city.lat}|${city.lon}`);
      expect(new Set(identities).size).toBe(results.length);
      const named = results.filter((city) => city.state !== null).map((city) => `${city.name}|${city.state}|${city.country}`);
      expect(new Set(named).size).toBe(named.length);
    }
  });

  it('orders by population: the biggest match first', () => {
    expect(searchCities(index, 'sa')[0]?.name).toBe('São Paulo');
    expect(searchCities(index, 'new york')[0]?.name).toBe('New York City');
    expect(searchCities(index, 'rome')[0]).toMatchObject({ name: 'Rome', countryCode: 'IT' });
    const springfields = searchCities(index, 'springfield');
    const tiers = springfields.map((city) => (city.type === 'city' ? 0 : 1));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });

  it.each([
    ['rome', 'IT', 'Europe/Rome'],
    ['kathmandu', 'NP', 'Asia/Kathmandu'],
    ['indianapolis', 'US', 'America/Indiana/Indianapolis'],
    ['manila', 'PH', 'Asia/Manila'],
  ])('gives %s the zone %s %s', (query, countryCode, zone) => {
    const city = searchCities(index, query).find((candidate) => candidate.countryCode === countryCode);
    expect(city?.timeZone).toBe(zone);
  });
});
