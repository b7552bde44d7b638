/** A small hand-made index for unit tests: known populations, so orderings can be asserted exactly. */
import type { AlternateNamesRow } from './alternate-names';
import { buildCityData, type RawCity } from './build-city-data';
import { createCityIndex, type CityIndex } from './city-index';

type FixtureCity = [name: string, country: string, admin: string, featureCode: string, population: number];

const FIXTURE: readonly FixtureCity[] = [
  ['São Paulo', 'BR', '27', 'PPLA', 10_021_295],
  ['São Paulo de Olivença', 'BR', '04', 'PPL', 11_763],
  ['Zürich', 'CH', 'ZH', 'PPLA', 341_730],
  ['Paris', 'FR', '11', 'PPLC', 2_138_551],
  ['Parma', 'IT', '45', 'PPLA2', 146_299],
  ['Paraná', 'AR', '08', 'PPLA', 244_971],
  ['Paramaribo', 'SR', '16', 'PPLC', 223_757],
  ['Parbhani', 'IN', '16', 'PPL', 307_170],
  ['Par', 'GB', 'ENG', 'PPL', 1_600],
  ['Springfield', 'US', 'IL', 'PPLA', 116_565],
  ['Springfield', 'US', 'MO', 'PPL', 166_810],
  // Same name and region as the one above: a duplicate that must disappear.
  ['Springfield', 'US', 'MO', 'PPLX', 2_000],
  ['Springfield', 'US', 'OR', 'PPL', 59_403],
  ['Yorkton', 'CA', '12', 'PPL', 15_000],
  ['East York', 'CA', '08', 'PPLX', 90_000],
  ['York', 'US', 'PA', 'PPL', 44_000],
  ['Hamburg', 'DE', '04', 'PPLA', 1_739_117],
  ['Łódź', 'PL', '74', 'PPLA', 768_755],
  ['Aix-en-Provence', 'FR', '93', 'PPLA3', 146_821],
  ['Munich', 'DE', '02', 'PPLA', 1_260_391],
  ['Monaco', 'MC', '00', 'PPLC', 32_965],
  ["Reggio nell'Emilia", 'IT', '05', 'PPLA2', 133_296],
  ['Davao', 'PH', '11', 'PPLA', 1_212_504],
];

/** Alternate names by fixture name; the fixture's GeoNames ids are made up from the row. */
const ALTERNATES: Readonly<Record<string, readonly string[]>> = {
  Munich: ['München', 'Monaco di Baviera', 'Munique'],
  "Reggio nell'Emilia": ['Reggio Emilia'],
  Davao: ['Davao City', 'Dabaw'],
  // Folds to the own name: dropped.
  Zürich: ['Zurich', 'Zurigo'],
};

const geonameId = (row: number) => 1000 + row;

const STATES: Readonly<Record<string, string>> = {
  'BR.27': 'São Paulo',
  'US.IL': 'Illinois',
  'US.MO': 'Missouri',
  'US.OR': 'Oregon',
};

export function createFixtureIndex(): CityIndex {
  const raw: RawCity[] = FIXTURE.map(([name, countryCode, adminCode, featureCode, population], row) => ({
    geonameId: geonameId(row),
    name,
    countryCode,
    adminCode,
    featureCode,
    population,
    // Distinct made-up coordinates; the zone is derived from them below.
    lat: row,
    lon: row,
  }));
  const alternateNames: AlternateNamesRow[] = FIXTURE.flatMap(([name, countryCode], row) => {
    const alternates = ALTERNATES[name];
    return alternates === undefined ? [] : [[geonameId(row), countryCode, name, alternates] as const];
  });
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
  return createCityIndex(
    buildCityData(raw, {
      zoneAt: (lat) => `Fixture/Zone_${lat}`,
      countryName: (code) => countryNames.of(code) ?? code,
      regionName: (country, admin) => STATES[`${country}.${admin}`] ?? null,
      builtFrom: { fixture: 'yes' },
      alternateNames,
    }),
  );
}
