import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredPartSources } from '@/server-render/rendered-parts.ts';
import { appPaths } from './paths.ts';

const webRoot = join(import.meta.dirname, '..', '..');

describe("the screens' lazily loaded parts", () => {
  it('name modules that exist, as the build manifest names them', async () => {
    await Promise.all(appPaths.map((path) => path.screen.load()));
    const sources = declaredPartSources();
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^src\//);
      expect(existsSync(join(webRoot, source)), source).toBe(true);
    }
  });
});
