import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type BrandConfig,
  SCREEN_RENDERER_FILE,
  type ScreenRenderer,
  type ScreenRendererModule,
} from '@loan/contract';

/** The web build's renderer of in-app screens (docs/decisions/0018); null when not built. */
export async function loadScreenRenderer(
  webDist: string,
  brand: BrandConfig,
): Promise<ScreenRenderer | null> {
  const file = join(webDist, SCREEN_RENDERER_FILE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as ScreenRendererModule;
  return module.createScreenRenderer(brand);
}
