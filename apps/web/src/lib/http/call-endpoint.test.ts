import { BUSINESS_CODE, defineEndpoint, HTTP_TIMEOUT_MS } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { setBrandConfig } from '../brand/config.ts';
import { DEFAULT_BRAND_CONFIG } from '../brand/defaults.ts';
import { bridge } from '../bridge/bridge.ts';
import { captureSessionQuery } from '../session-query.ts';
import { showLoading, showToast } from '../toast.ts';
import { HttpError } from './api-result.ts';
import { callEndpoint } from './call-endpoint.ts';

vi.mock('../toast.ts', () => ({
  showToast: vi.fn(async () => {}),
  showLoading: vi.fn(() => ({ close: vi.fn() })),
}));

// Descriptors for the encodings the contract has no call for yet.
const formSchemas = {
  request: z.object({ score: z.number(), problemId: z.string() }),
  response: z.object({ saved: z.boolean() }),
};
const getSchemas = {
  request: z.object({ orderId: z.string() }),
  response: z.object({ ok: z.boolean() }),
};
const formCall = defineEndpoint<typeof formSchemas>({
  id: 'test.form',
  method: 'POST',
  path: '/api/h5/test/form',
  encoding: 'form',
  successCode: '00',
  auth: 'session',
});
const getCall = defineEndpoint<typeof getSchemas>({
  id: 'test.get',
  method: 'GET',
  path: '/api/h5/test/get',
  encoding: 'query',
  successCode: 0,
  auth: 'session',
});
const contact = endpoints.contactKfInfo;
const demo = { email: 'help@example.com', smWa: '+63 917 000 0000' };

function openPage(query: string) {
  window.history.replaceState(null, '', `/customerService?${query}`);
  captureSessionQuery();
}

beforeEach(() => openPage('sessionid=s1&building=b1&gather=g1&swift=sw&eyes=ey&product_id=9'));
afterEach(() => setBrandConfig(null));

describe('callEndpoint: client one (JSON)', () => {
  it('sends JSON with its headers and the session query, and resolves the body', async () => {
    let seen: Request | undefined;
    let payload: unknown;
    server.use(
      handleEndpoint(contact, ({ request, body }) => {
        seen = request;
        payload = body;
        return ok(contact, demo);
      }),
    );
    const result = await callEndpoint(contact, { overall: 30 });
    expect(result).toEqual({ code: 0, data: demo, message: 'success', success: true });
    expect(payload).toEqual({ overall: 30 });
    const headers = seen?.headers;
    expect(headers?.get('content-type')).toBe('application/json');
    expect(headers?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers?.get('building')).toBe('b1');
    expect(headers?.get('gather')).toBe('g1');
    expect(headers?.has('swift')).toBe(false);
    const query = new URL(seen?.url ?? '').searchParams;
    expect(Object.fromEntries(query)).toEqual({ sessionid: 's1', product_id: '9', productId: '9' });
  });

  it('sends empty header values when the page query has none', async () => {
    openPage('sessionid=s1');
    let headers: Headers | undefined;
    server.use(
      handleEndpoint(contact, ({ request }) => {
        headers = request.headers;
        return ok(contact, demo);
      }),
    );
    await callEndpoint(contact, { overall: 30 });
    expect(headers?.get('building')).toBe('');
    expect(headers?.get('gather')).toBe('');
  });

  it("adds the caller's extra headers without letting them replace the client's", async () => {
    let headers: Headers | undefined;
    server.use(
      handleEndpoint(contact, ({ request }) => {
        headers = request.headers;
        return ok(contact, demo);
      }),
    );
    await callEndpoint(
      contact,
      { overall: 30 },
      { headers: { 'Idempotency-Key': 'key-1', building: 'forged' } },
    );
    expect(headers?.get('idempotency-key')).toBe('key-1');
    expect(headers?.get('building')).toBe('b1');
  });

  it("prefixes the brand's API base", async () => {
    setBrandConfig({ ...DEFAULT_BRAND_CONFIG, apiBase: 'https://api.brand.test/' });
    let url = '';
    server.use(
      handleEndpoint(
        { ...contact, path: `https://api.brand.test${contact.path}` },
        ({ request }) => {
          url = request.url;
          return ok(contact, demo);
        },
      ),
    );
    await callEndpoint(contact, { overall: 30 });
    expect(url).toBe(
      'https://api.brand.test/api/h5/v3/personal-center/contact-kf-info?sessionid=s1&product_id=9&productId=9',
    );
  });
});

describe('callEndpoint: client two (form) and GET', () => {
  it('sends a form-encoded body with swift and eyes', async () => {
    let seen: Request | undefined;
    let body: unknown;
    server.use(
      handleEndpoint(formCall, ({ request, body: received }) => {
        seen = request;
        body = received;
        return { code: '00', data: { saved: true }, message: 'ok' };
      }),
    );
    const result = await callEndpoint(formCall, { score: 5, problemId: 'p1' });
    expect(result.success).toBe(true);
    expect(body).toEqual({ score: '5', problemId: 'p1' });
    expect(seen?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(seen?.headers.get('swift')).toBe('sw');
    expect(seen?.headers.get('eyes')).toBe('ey');
    expect(seen?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen?.headers.has('building')).toBe(false);
  });

  it("compares the code with the call's own success code", async () => {
    server.use(handleEndpoint(formCall, () => ({ code: 0, data: null, message: 'Not yet' })));
    const result = await callEndpoint(formCall, { score: 5, problemId: 'p1' });
    expect(result.success).toBe(false);
    expect(showToast).toHaveBeenCalledWith('Not yet');
  });

  it('sends a GET payload as query, after the session query', async () => {
    let url = '';
    server.use(
      handleEndpoint(getCall, ({ request }) => {
        url = request.url;
        return ok(getCall, { ok: true });
      }),
    );
    await callEndpoint(getCall, { orderId: 'o1' });
    expect(new URL(url).search).toBe('?sessionid=s1&product_id=9&productId=9&orderId=o1');
  });
});

describe('callEndpoint: outcomes', () => {
  it('toasts the message of a business failure and still returns the result', async () => {
    server.use(handleEndpoint(contact, () => fail(BUSINESS_CODE.failed, 'Service is busy')));
    const goLogin = vi.spyOn(bridge, 'goLogin');
    const result = await callEndpoint(contact, { overall: 30 });
    expect(result).toEqual({ code: 1, data: null, message: 'Service is busy', success: false });
    expect(showToast).toHaveBeenCalledWith('Service is busy');
    expect(goLogin).not.toHaveBeenCalled();
  });

  it('sends the borrower to login when the session expired', async () => {
    server.use(handleEndpoint(contact, () => fail(BUSINESS_CODE.sessionExpired, 'Please log in')));
    const goLogin = vi.spyOn(bridge, 'goLogin').mockReturnValue('ios');
    const result = await callEndpoint(contact, { overall: 30 });
    expect(result.success).toBe(false);
    expect(showToast).toHaveBeenCalledWith('Please log in');
    expect(goLogin).toHaveBeenCalledOnce();
  });

  it('sends the borrower to login once when several calls find the session expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    server.use(handleEndpoint(contact, () => fail(BUSINESS_CODE.sessionExpired, 'Please log in')));
    const goLogin = vi.spyOn(bridge, 'goLogin').mockReturnValue('ios');
    await Promise.all([1, 2, 3].map(() => callEndpoint(contact, { overall: 30 })));
    expect(goLogin).toHaveBeenCalledOnce();
    vi.setSystemTime(Date.now() + 3000);
    await callEndpoint(contact, { overall: 30 });
    expect(goLogin).toHaveBeenCalledTimes(2);
  });

  it('treats an envelope on an HTTP error status as a business failure', async () => {
    server.use(
      handleEndpoint(contact, () =>
        HttpResponse.json(fail(BUSINESS_CODE.invalidRequest, 'overall: invalid'), { status: 400 }),
      ),
    );
    const result = await callEndpoint(contact, { overall: 30 });
    expect(result).toMatchObject({ code: 400, success: false });
    expect(showToast).toHaveBeenCalledWith('overall: invalid');
  });

  it('passes transport errors to the caller unchanged', async () => {
    server.use(handleEndpoint(contact, () => HttpResponse.error()));
    await expect(callEndpoint(contact, { overall: 30 })).rejects.toThrow(TypeError);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('rejects with HttpError when the reply is not an envelope', async () => {
    server.use(handleEndpoint(contact, () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await callEndpoint(contact, { overall: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, body: 'Bad gateway' });
  });

  it('gives up after 60 000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      handleEndpoint(contact, async () => {
        await delay('infinite');
        return ok(contact, demo);
      }),
    );
    const call = callEndpoint(contact, { overall: 30 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    let settled = false;
    void call.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ name: 'TimeoutError' });
  });

  it('shows the loading indicator, with its text, until the reply arrives', async () => {
    const close = vi.fn();
    vi.mocked(showLoading).mockReturnValue({ close });
    const result = await callEndpoint(contact, { overall: 30 }, { loading: 'Loading…' });
    expect(showLoading).toHaveBeenCalledWith('Loading…');
    expect(close).toHaveBeenCalledOnce();
    expect(result.success).toBe(true);
  });

  it('closes the loading indicator when the call fails', async () => {
    const close = vi.fn();
    vi.mocked(showLoading).mockReturnValue({ close });
    server.use(handleEndpoint(contact, () => HttpResponse.error()));
    await expect(callEndpoint(contact, { overall: 30 }, { loading: true })).rejects.toThrow();
    expect(showLoading).toHaveBeenCalledWith(undefined);
    expect(close).toHaveBeenCalledOnce();
  });

  it('stops when the caller aborts', async () => {
    server.use(
      handleEndpoint(contact, async () => {
        await delay('infinite');
        return ok(contact, demo);
      }),
    );
    const controller = new AbortController();
    const call = callEndpoint(contact, { overall: 30 }, { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('callEndpoint: variant-2 (obfuscated) calls', () => {
  const define = endpoints.define;

  it('sends wire names in a form body and hands back readable data and the alternate message', async () => {
    let body = '';
    server.use(
      handleEndpoint(define, async ({ request }) => {
        body = await request.clone().text();
        return { code: '00', data: { url: 'https://partner.example/apply' }, message: 'fine' };
      }),
    );
    const result = await callEndpoint(define, { productKey: 'p1', moduleId: 31, positionId: 2 });
    expect(new URLSearchParams(body).get('nectar')).toBe('p1');
    expect(body).not.toContain('productKey');
    expect(result).toEqual({
      code: '00',
      data: { url: 'https://partner.example/apply' },
      message: 'fine',
      success: true,
    });
  });

  it('toasts the message a failure carries under its own field name', async () => {
    server.use(
      handleEndpoint(define, () => HttpResponse.json({ code: 1, data: null, treatment: 'Gone' })),
    );
    const result = await callEndpoint(define, { productKey: 'p1', moduleId: 31, positionId: 0 });
    expect(result.success).toBe(false);
    expect(result.message).toBe('Gone');
    expect(showToast).toHaveBeenCalledWith('Gone');
  });
});
