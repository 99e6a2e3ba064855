import { describe, expect, it } from 'vitest';
import { H5_PREFIX } from '../paths.ts';
import { endpointSchemas } from '../schemas/index.ts';
import { allEndpoints, devEndpoints } from './index.ts';

describe('contract endpoints', () => {
  it('has unique ids and unique method+path pairs', () => {
    const ids = allEndpoints.map((e) => e.id);
    const routes = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('serves every call under /api', () => {
    for (const endpoint of allEndpoints) expect(endpoint.path.startsWith('/api/')).toBe(true);
  });

  it('sends GET payloads as query and never as a body', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.method === 'GET') expect(endpoint.encoding).toBe('query');
      else expect(endpoint.encoding).not.toBe('query');
    }
  });

  it('puts spec v3 paths under the h5 prefix', () => {
    const v3 = allEndpoints.filter((e) => e.path.includes('/v3/'));
    expect(v3.length).toBeGreaterThan(0);
    for (const endpoint of v3) expect(endpoint.path.startsWith(`${H5_PREFIX}/v3/`)).toBe(true);
  });

  it('has schemas for every call, and none for a call it lacks', () => {
    const ids = [...allEndpoints, ...Object.values(devEndpoints)].map((e) => e.id).sort();
    expect(Object.keys(endpointSchemas).sort()).toEqual(ids);
  });
});
