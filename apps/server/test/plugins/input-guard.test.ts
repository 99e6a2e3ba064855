import { BUSINESS_CODE, endpoints, OBFUSCATED_FIELD_NAMES } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { findControlCharacter, jsonDepthExceeds } from '../../src/lib/input-shape.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, OPS_TEST_TOKEN } from '../helpers/loan.ts';

describe('input shape checks', () => {
  it('counts JSON depth on the text, ignoring brackets inside strings', () => {
    expect(jsonDepthExceeds('[[[1]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[1]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[\\"[["}', 3)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(1_000_000), 32)).toBe(true);
  });

  it('finds control characters in keys and values, allowing tab and new lines', () => {
    expect(findControlCharacter({ a: ['ok', 'line\nnext\ttab\r'] })).toBeUndefined();
    expect(findControlCharacter({ a: ['ok', 'x\u0000'] })).toEqual(['a', '1']);
    expect(findControlCharacter({ 'k\u001b': 1 })).toEqual(['k\u001b']);
    expect(findControlCharacter('\u0007')).toEqual([]);
  });
});

describe('input guard', () => {
  const t = useTestApp({ env: OPS_ENV });
  let session: Promise<string> | undefined;
  const logIn = () => {
    session ??= logInDemoBorrower(t.app);
    return session;
  };

  it('answers 400 naming the body field that holds a NUL', async () => {
    const sessionid = await logIn();
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.loanDetails.path,
      query: { sessionid },
      payload: { orderId: 'PN-DEMO-170\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: BUSINESS_CODE.invalidRequest,
      data: { fields: [{ path: 'orderId', message: 'must not contain control characters' }] },
      message: 'Invalid request: orderId must not contain control characters',
    });
  });

  it('names query parameters and path parameters', async () => {
    const sessionid = await logIn();
    const query = await t.app.inject({
      method: 'GET',
      url: `${endpoints.cultures.path}?sessionid=${sessionid}&${OBFUSCATED_FIELD_NAMES.productId}=%00`,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().data.fields[0].path).toBe(`query.${OBFUSCATED_FIELD_NAMES.productId}`);

    const path = await t.app.inject({
      method: 'GET',
      url: '/api/ops/orders/%00',
      headers: { authorization: `Bearer ${OPS_TEST_TOKEN}` },
    });
    expect(path.statusCode).toBe(400);
    expect(path.json().data.fields[0].path).toBe('params.orderId');
  });

  it('refuses deep JSON before parsing it, on variant-2 routes too', async () => {
    const sessionid = await logIn();
    for (const endpoint of [endpoints.satire, endpoints.loginCode]) {
      const response = await t.app.inject({
        method: 'POST',
        url: endpoint.path,
        query: { sessionid },
        headers: { 'content-type': 'application/json' },
        payload: `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields[0]).toEqual({
        path: 'body',
        message: 'must not nest deeper than 32 levels',
      });
    }
  });
});
