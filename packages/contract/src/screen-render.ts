import type { BrandConfig } from './brand.ts';
import type { Locale } from './locale.ts';

/**
 * How the server renders an in-app screen with its data (docs/decisions/0018). The web build makes
 * a renderer module; the server loads it at start and hands it a transport that makes contract
 * calls in-process, through the same routes, validation and envelopes as the browser's calls.
 */

/** One contract call as the browser would send it: path with query, method, headers, body. */
export interface InProcessRequest {
  pathAndQuery: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** Makes the call; resolves to the parsed reply body (an envelope), rejects when there is none. */
export type InProcessTransport = (request: InProcessRequest) => Promise<unknown>;

export interface RenderedScreen {
  /** 200, or 404 for a path no screen has. */
  status: number;
  /** The markup of the app's root element. */
  html: string;
  /** The screen's document title. */
  title: string | undefined;
  /** The query cache the screen was rendered with, as JSON (`<` escaped) for a data block. */
  state: string;
  /** The route module rendered, as the client build's manifest names it. */
  source: string;
  /** The lazily loaded parts the screen showed, as the manifest names their modules. */
  parts: string[];
}

export interface ScreenRenderer {
  /**
   * The page's screen rendered with its data (`cookie`: the page request's Cookie header; `lang`:
   * the page's language, docs/decisions/0038); null when the browser is to render it.
   */
  render(
    url: string,
    transport: InProcessTransport,
    cookie?: string,
    lang?: Locale,
  ): Promise<RenderedScreen | null>;
}

/** What the renderer module exports. */
export interface ScreenRendererModule {
  createScreenRenderer(brand: BrandConfig): ScreenRenderer;
}

/** The renderer module, relative to the web app's build folder (`WEB_DIST`). */
export const SCREEN_RENDERER_FILE = '../dist-server/render-screen.js';

/** The data block that carries the rendered screen's query cache to the browser. */
export const SCREEN_STATE_ELEMENT_ID = 'screen-state';

/** The data block that names the parts the browser loads before it hydrates the screen. */
export const SCREEN_PARTS_ELEMENT_ID = 'screen-parts';

/**
 * Where a rendered page's tap catcher keeps what the borrower did before the app was live: the
 * controls tapped (and forms submitted), once each, and the fields typed into (docs/decisions/0023).
 */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';

/** The catcher's style element that shows each held control pressed until the app replays it. */
export const TAP_PENDING_STYLE_ID = 'tap-pending';
