import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './session-user.ts';

/** What an in-process call of a page being rendered carries: a pass to the page's session. */
export const SESSION_PASS_HEADER = 'x-session-pass';

const passes = new Map<string, { token: string; user: SessionUser }>();

/**
 * Runs a page's render with a pass its in-process calls carry, so that each call takes the
 * session the page's request already found instead of looking it up again. A pass is random, lives
 * only while the page renders, and holds for the same session token only.
 */
export async function withSessionPass<T>(
  token: string,
  user: SessionUser | null,
  render: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  if (!user || !token) return render({});
  const pass = randomBytes(24).toString('base64url');
  passes.set(pass, { token, user });
  try {
    return await render({ [SESSION_PASS_HEADER]: pass });
  } finally {
    passes.delete(pass);
  }
}

/**
 * The session a pass stands for. Only a call made in-process (light-my-request marks its requests)
 * is believed: a request from outside with the header is looked up like any other.
 */
export function sessionOfPass(request: FastifyRequest, token: string): SessionUser | undefined {
  const pass = request.headers[SESSION_PASS_HEADER];
  const inProcess = (request.raw as { isLightMyRequest?: unknown }).isLightMyRequest === true;
  if (typeof pass !== 'string' || !inProcess) return undefined;
  const held = passes.get(pass);
  return held && held.token === token ? held.user : undefined;
}
