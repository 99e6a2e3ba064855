import { chooseLocale, LANG_HEADER, LANG_QUERY_KEY, type Locale, localeOf } from '@loan/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { sessionTokenOf } from '../../lib/session-user.ts';
import { resolveSession, type SessionDeps } from '../user/session.service.ts';
import { findSavedLanguage, upsertSavedLanguage } from './language.repository.ts';

const chosen = new WeakMap<FastifyRequest, Promise<Locale>>();

/** What a request says itself: the page query `lang`, or the header the app's calls carry. */
function explicitLanguage(request: FastifyRequest): unknown {
  const { [LANG_QUERY_KEY]: query } = (request.query ?? {}) as Record<string, unknown>;
  return query ?? request.headers[LANG_HEADER];
}

/**
 * The language to answer a request in (docs/decisions/0038): its `lang` query (or `x-lang`
 * header), then the borrower's saved choice, then `Accept-Language`. Worked out once a request.
 */
export function requestLanguage(deps: SessionDeps, request: FastifyRequest): Promise<Locale> {
  let language = chosen.get(request);
  if (!language) {
    language = chooseRequestLanguage(deps, request);
    chosen.set(request, language);
  }
  return language;
}

async function chooseRequestLanguage(deps: SessionDeps, request: FastifyRequest): Promise<Locale> {
  const query = explicitLanguage(request);
  const acceptLanguage = request.headers['accept-language'];
  // A page that names its language needs no look-up of the saved one.
  const named = localeOf(query);
  if (named) return named;
  const userId = request.user?.id ?? (await sessionUserId(deps, request));
  const saved = userId ? await findSavedLanguage(deps.db, userId) : undefined;
  return chooseLocale({ query, saved, acceptLanguage });
}

async function sessionUserId(deps: SessionDeps, request: FastifyRequest) {
  const token = sessionTokenOf(request);
  return token ? (await resolveSession(deps, token))?.id : undefined;
}

export async function saveLanguage(
  deps: { db: Db; clock: Clock },
  userId: string,
  lang: Locale,
): Promise<{ lang: Locale }> {
  await upsertSavedLanguage(deps.db, userId, lang, deps.clock.now());
  return { lang };
}

/** The borrower's saved language, English when none: for what we send them unasked (SMS). */
export async function savedLanguage(db: Db, userId: string): Promise<Locale> {
  return (await findSavedLanguage(db, userId)) ?? 'en';
}

/** The language the borrower chose, or null when they never chose one. */
export async function chosenLanguage(db: Db, userId: string): Promise<Locale | null> {
  return (await findSavedLanguage(db, userId)) ?? null;
}
