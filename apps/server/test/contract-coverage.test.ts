import { allEndpoints, devEndpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

describe('contract coverage', () => {
  const t = useTestApp();

  it('serves every endpoint of the contract', () => {
    const missing = [...allEndpoints, ...Object.values(devEndpoints)]
      .filter((endpoint) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map((endpoint) => `${endpoint.id} (${endpoint.method} ${endpoint.path})`);
    expect(missing).toEqual([]);
  });
});
