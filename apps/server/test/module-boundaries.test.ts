import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = resolve(dirname(fileURLToPath(import.meta.url)), '../src/modules');

/**
 * Imports of another module's repository still to be moved behind that module's service. The
 * list only shrinks: an entry that no longer offends fails the test too, so it is taken off.
 * Biome's noRestrictedImports says the same for files directly in a module folder (biome.json,
 * docs/decisions/0045); this test also covers folders nested inside a module.
 */
const KNOWN_OFFENDERS: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const IMPORT_FROM = /\b(?:import|export)\s[^;]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function moduleOf(path: string): string {
  return relative(MODULES, path).split(sep)[0]!;
}

/** `importer -> target` for each import in `text` (of `file`) of another module's repository. */
function offencesIn(file: string, text: string): string[] {
  const offences: string[] = [];
  for (const match of text.matchAll(IMPORT_FROM)) {
    const target = resolve(dirname(file), match[1]!);
    const inModules = !relative(MODULES, target).startsWith('..');
    if (!inModules || !target.endsWith('.repository.ts')) continue;
    if (moduleOf(target) === moduleOf(file)) continue;
    offences.push(
      `${relative(MODULES, file)} -> ${relative(MODULES, target)}`.replaceAll(sep, '/'),
    );
  }
  return offences;
}

function repositoryImportsAcrossModules(): string[] {
  const found = sourceFiles(MODULES).flatMap((file) =>
    offencesIn(file, readFileSync(file, 'utf8')),
  );
  return [...new Set(found)].sort();
}

describe('module boundaries', () => {
  it('no module imports another module’s repository (it calls that module’s service)', () => {
    const offenders = repositoryImportsAcrossModules();
    const added = offenders.filter((offender) => !KNOWN_OFFENDERS.includes(offender));
    const fixed = KNOWN_OFFENDERS.filter((offender) => !offenders.includes(offender));
    expect(added, 'new imports of another module’s repository').toEqual([]);
    expect(fixed, 'fixed: take these off KNOWN_OFFENDERS').toEqual([]);
  });

  it('reads imports the way the rule means them', () => {
    const file = join(MODULES, 'payments', 'payment-ledger.service.ts');
    const text = [
      "import { lockOrderRow } from '../order/order.repository.ts';",
      "import type { OrderRow } from '../order/order.repository.ts';",
      "export { findOrderRow } from '../order/order.repository.ts';",
      "import {\n  insertPayment,\n} from './payments.repository.ts';",
      "import { lockOrder } from '../order/order-access.ts';",
      "import type { Db } from '../../db/database.ts';",
    ].join('\n');
    expect(offencesIn(file, text)).toEqual([
      'payments/payment-ledger.service.ts -> order/order.repository.ts',
      'payments/payment-ledger.service.ts -> order/order.repository.ts',
      'payments/payment-ledger.service.ts -> order/order.repository.ts',
    ]);
    // A folder inside a module is the same module.
    expect(
      offencesIn(
        join(MODULES, 'order', 'sub', 'x.ts'),
        "import { a } from '../order.repository.ts';",
      ),
    ).toEqual([]);
  });
});
