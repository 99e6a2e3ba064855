/**
 * Writes src/philippine-mobile-plan.ts: the pattern of Philippine mobile numbers in Google's
 * numbering plan, as libphonenumber-js's full metadata has it. The app carries this one pattern
 * instead of the library and every country's metadata (a screen's first load would grow by 10 kB
 * gzip). Run after upgrading libphonenumber-js:
 *   npm run mobile-plan -w @loan/contract
 * A test fails while the kept pattern differs from the installed library's.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mobilePlanOf } from './mobile-plan-of.ts';

const full = (await import('libphonenumber-js/metadata.max.json')).default;
const pattern = mobilePlanOf(full);
const target = fileURLToPath(new URL('../src/philippine-mobile-plan.ts', import.meta.url));
writeFileSync(
  target,
  `// Written by scripts/philippine-mobile-plan.ts from libphonenumber-js's metadata: do not edit.
/** Philippine mobile national numbers (ten digits) in Google's numbering plan. */
export const PHILIPPINE_MOBILE_NUMBER =
  /^${pattern}$/;
`,
);
console.log(`wrote ${target}`);
