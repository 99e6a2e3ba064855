import * as endpoints from '@loan/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { buildEndpointRequest } from './endpoint-request.ts';

const page = (session: Record<string, string>) => ({ session, value: () => '' });

describe('buildEndpointRequest', () => {
  it('puts a GET call’s own fields over page parameters of the same name, once each', () => {
    const request = buildEndpointRequest(
      endpoints.problemInitGet,
      { orderId: 'PN-2' },
      page({ sessionid: 's1', orderId: 'PN-1' }),
    );
    const query = new URLSearchParams(request.pathAndQuery.split('?')[1]);
    expect(query.getAll('orderId')).toEqual(['PN-2']);
    expect(query.get('sessionid')).toBe('s1');
  });
});
