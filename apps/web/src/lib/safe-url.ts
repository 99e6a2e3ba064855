import { getBrandConfig } from './brand/config.ts';

export interface SafeUrlOptions {
  /** The app's own origin; defaults to the page's. */
  origin?: string;
  /** Hosts besides the own origin that links may lead to; defaults to the brand's list. */
  allowedHosts?: readonly string[];
}

/**
 * The one guard for every server-supplied URL before the app leaves for it: http(s) only (so
 * never `javascript:` or `data:`), and the host must be the app's own or on the allowlist.
 * Returns the absolute URL, or null when the URL must not be followed.
 */
export function safeUrl(
  url: string | null | undefined,
  options: SafeUrlOptions = {},
): string | null {
  if (!url) return null;
  const origin = options.origin ?? pageOrigin();
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.origin === origin) return parsed.href;
  const allowed = options.allowedHosts ?? getBrandConfig().allowedRedirectHosts;
  const host = parsed.host.toLowerCase();
  const hostname = parsed.hostname.toLowerCase();
  const ok = allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted === host || wanted === hostname;
  });
  return ok ? parsed.href : null;
}

/**
 * The page's origin. On the server, rendering a page, any own-origin stand-in gives the same
 * verdict the browser will give (own-origin or allow-listed, or not).
 */
function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://server.invalid' : window.location.origin;
}
