import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { citySuggestionSchema } from '../../domain/city';
import { ALTERNATE_NAMES } from './alternate-names';
import { buildCityData } from './build-city-data';
import { createFixtureIndex } from './city-index-fixture';
import { foldForSearch } from './fold-for-search';
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

  it('finds a place by an alternate name, keeping its own name and showing the one typed', () => {
    for (const query of ['München', 'munchen', 'MÜNCH', 'monaco di bav', 'baviera', 'munique']) {
      expect(names(index, query)[0]).toBe('Munich');
    }
    expect(searchCities(index, 'münchen')[0]).toMatchObject({
      name: 'Munich',
      displayName: 'Munich (München), Germany',
    });
    expect(searchCities(index, 'baviera')[0]?.displayName).toBe('Munich (Monaco di Baviera), Germany');
    expect(searchCities(index, 'zurigo')[0]?.displayName).toBe('Zürich (Zurigo), Switzerland');
  });

  it('ranks alternate-name matches like own-name ones', () => {
    // Monaco is an exact own-name match; Munich's 'Monaco di Baviera' a prefix one, though larger.
    expect(searchCities(index, 'monaco').map((city) => city.displayName)).toEqual([
      'Monaco, Monaco',
      'Munich (Monaco di Baviera), Germany',
    ]);
  });

  it('shows no alternate when the own name holds the query or the alternate only respells it', () => {
    expect(searchCities(index, 'mun')[0]?.displayName).toBe('Munich, Germany');
    expect(searchCities(index, 'davao city')[0]?.displayName).toBe('Davao, Philippines');
    expect(searchCities(index, 'dabaw')[0]?.displayName).toBe('Davao (Dabaw), Philippines');
    expect(searchCities(index, 'reggio emilia')[0]?.displayName).toBe("Reggio nell'Emilia (Reggio Emilia), Italy");
  });

  it('treats an apostrophe as a word break too', () => {
    for (const query of ["reggio nell'emilia", 'reggio nellemilia', 'reggio nell emilia', 'emilia']) {
      expect(searchCities(index, query)[0]?.displayName).toBe("Reggio nell'Emilia, Italy");
    }
  });
});

describe('buildCityData with alternate names', () => {
  const city = {
    geonameId: 7,
    name: 'Rome',
    countryCode: 'IT',
    adminCode: '07',
    featureCode: 'PPLC',
    population: 2_318_895,
    lat: 41.9,
    lon: 12.5,
  };
  const sources = { zoneAt: () => 'Europe/Rome', countryName: () => 'Italy', regionName: () => 'Lazio', builtFrom: {} };

  it('fails on an id that is missing or names another place', () => {
    expect(() => buildCityData([city], { ...sources, alternateNames: [[8, 'IT', 'Rome', ['Roma']]] })).toThrow(
      /8 \(Rome, IT\) is not in the data/,
    );
    expect(() => buildCityData([city], { ...sources, alternateNames: [[7, 'IT', 'Milan', ['Milano']]] })).toThrow(
      /7 is Rome, IT, not Milan, IT/,
    );
  });

  it('moves the alternate names of a duplicate row to the row kept', () => {
    const duplicate = { ...city, geonameId: 9, featureCode: 'PPLX', population: 1_000 };
    const data = buildCityData([city, duplicate], { ...sources, alternateNames: [[9, 'IT', 'Rome', ['Roma']]] });
    expect(data.cities.name).toEqual(['Rome']);
    expect(data.alternates).toEqual({ place: [0], key: ['roma'], name: ['Roma'] });
  });

  it('has rows that each add something: one per place, no name the search would find anyway', () => {
    const ids = new Set<number>();
    for (const [id, countryCode, name, alternates] of ALTERNATE_NAMES) {
      expect(ids.has(id), `${id} twice`).toBe(false);
      ids.add(id);
      expect(countryCode).toMatch(/^[A-Z]{2}$/);
      const own = foldForSearch(name);
      const keys = alternates.map(foldForSearch);
      expect(new Set(keys).size, `${name}: two alternates fold alike`).toBe(keys.length);
      for (const key of keys) expect(own.startsWith(key), `${name}: ${key} is a start of the name`).toBe(false);
    }
    expect(ids.size).toBeGreaterThanOrEqual(150);
  });
});

describe('searchCities on the built data set', () => {
  let index: CityIndex;

  beforeAll(async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const file = path.join(root, 'build', 'cities.json');
    // The build skips itself when up to date, so running it always is cheap; it rebuilds a file of
    // an older format (or older alternate names), which would otherwise fail to load here.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-cities.ts'], { cwd: root, stdio: 'inherit' });
    index = await loadCityIndex(file);
  });

  it('finds São Paulo with and without accents', () => {
    for (const query of ['São Paulo', 'sao paulo', 'SAO PAULO']) {
      const [first] = searchCities(index, query);
      expect(first).toMatchObject({
        name: 'São Paulo',
        countryCode: 'BR',
        country: 'Brazil',
        type: 'city',
        timeZone: 'America/Sao_Paulo',
      });
      expect(first?.lat).toBeCloseTo(-23.5475, 3);
      expect(first?.lon).toBeCloseTo(-46.63611, 3);
    }
  });

  it('finds Zürich from zurich', () => {
    expect(searchCities(index, 'zurich')[0]).toMatchObject({
      name: 'Zürich',
      countryCode: 'CH',
      timeZone: 'Europe/Zurich',
    });
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
      const identities = results.map(
        (city) => `${city.name}|${city.state ?? ''}|${city.country}|${city.lat}|${city.lon}`,
      );
      expect(new Set(identities).size).toBe(results.length);
      const named = results
        .filter((city) => city.state !== null)
        .map((city) => `${city.name}|${city.state}|${city.country}`);
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
    ['roma', 'Rome', 'IT'],
    ['Roma', 'Rome', 'IT'],
    ['milano', 'Milan', 'IT'],
    ['napoli', 'Naples', 'IT'],
    ['torino', 'Turin', 'IT'],
    ['firenze', 'Florence', 'IT'],
    ['venezia', 'Venice', 'IT'],
    ['genova', 'Genoa', 'IT'],
    ['reggio emilia', "Reggio nell'Emilia", 'IT'],
    ['reggio calabria', 'Reggio Calabria', 'IT'],
    ['munchen', 'Munich', 'DE'],
    ['münchen', 'Munich', 'DE'],
    ['monaco di baviera', 'Munich', 'DE'],
    ['wien', 'Vienna', 'AT'],
    ['lisboa', 'Lisbon', 'PT'],
    ['praha', 'Prague', 'CZ'],
    ['warszawa', 'Warsaw', 'PL'],
    ['bruxelles', 'Brussels', 'BE'],
    ['den haag', 'The Hague', 'NL'],
    ['moskva', 'Moscow', 'RU'],
    ['mosca', 'Moscow', 'RU'],
    ['londra', 'London', 'GB'],
    ['parigi', 'Paris', 'FR'],
    ['atene', 'Athens', 'GR'],
    ['nueva york', 'New York City', 'US'],
    ['ciudad de mexico', 'Mexico City', 'MX'],
    ['Ciudad de México', 'Mexico City', 'MX'],
    ['maynila', 'Manila', 'PH'],
    ['lungsod quezon', 'Quezon City', 'PH'],
    ['davao city', 'Davao', 'PH'],
  ])('finds %s: %s (%s) first', (query, name, countryCode) => {
    expect(searchCities(index, query)[0]).toMatchObject({ name, countryCode });
  });

  it('shows the alternate name typed beside the place name', () => {
    expect(searchCities(index, 'monaco di baviera')[0]?.displayName).toBe(
      'Munich (Monaco di Baviera), Bavaria, Germany',
    );
    expect(searchCities(index, 'maynila')[0]?.displayName).toBe(
      'Manila (Maynila), National Capital Region, Philippines',
    );
    expect(searchCities(index, 'roma')[0]?.displayName).toBe('Rome (Roma), Lazio, Italy');
    expect(searchCities(index, 'rome')[0]?.displayName).toBe('Rome, Lazio, Italy');
  });

  it('still ranks English names as before', () => {
    expect(searchCities(index, 'munich')[0]?.displayName).toBe('Munich, Bavaria, Germany');
    expect(searchCities(index, 'naples')[0]).toMatchObject({ name: 'Naples', countryCode: 'IT' });
    expect(searchCities(index, 'vienna')[0]).toMatchObject({ name: 'Vienna', countryCode: 'AT' });
    expect(searchCities(index, 'manila')[0]).toMatchObject({ name: 'Manila', countryCode: 'PH' });
    // Syracuse, New York is a city with that own name; Siracusa, Sicily a town.
    expect(
      searchCities(index, 'syracuse')
        .map((city) => city.countryCode)
        .slice(0, 2),
    ).toEqual(['US', 'IT']);
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
