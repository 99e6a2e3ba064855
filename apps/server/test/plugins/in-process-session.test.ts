import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  SESSION_PASS_HEADER,
  sessionOfPass,
  withSessionPass,
} from '../../src/lib/in-process-session.ts';

const user = { id: 'user-1', sessionId: 'session-1' };

function requestWith(pass: string, inProcess: boolean): FastifyRequest {
  const raw = inProcess ? { isLightMyRequest: true } : {};
  return { headers: { [SESSION_PASS_HEADER]: pass }, raw } as unknown as FastifyRequest;
}

describe("a page's session pass for its in-process calls", () => {
  it('stands for the session while the page renders, for an in-process call with the same token', async () => {
    const pass = await withSessionPass('token-1', user, async (headers) => {
      const value = headers[SESSION_PASS_HEADER]!;
      expect(sessionOfPass(requestWith(value, true), 'token-1')).toEqual(user);
      expect(sessionOfPass(requestWith(value, true), 'token-2')).toBeUndefined();
      return value;
    });
    expect(sessionOfPass(requestWith(pass, true), 'token-1')).toBeUndefined();
  });

  it('is not believed from a request that came from outside', async () => {
    await withSessionPass('token-1', user, async (headers) => {
      const value = headers[SESSION_PASS_HEADER]!;
      expect(sessionOfPass(requestWith(value, false), 'token-1')).toBeUndefined();
    });
  });

  it('is not given without a session', async () => {
    expect(await withSessionPass('token-1', null, async (headers) => headers)).toEqual({});
    expect(await withSessionPass('', user, async (headers) => headers)).toEqual({});
  });
});
