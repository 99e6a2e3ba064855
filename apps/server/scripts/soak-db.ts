/**
 * The soak run's database side (bench/src/soak): `seed` writes thousands of borrowers, each with a
 * session of a known token and an order in a realistic status, into a database before the server
 * starts; `check` reads the invariants after the run. Both take a JSON file and write one.
 *
 *   node apps/server/scripts/soak-db.ts seed  --borrowers 2000 --out borrowers.json [--data-dir D | --database-url U]
 *   node apps/server/scripts/soak-db.ts check --in tracked.json --out invariants.json [--data-dir D | --database-url U]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type Db } from '../src/db/database.ts';
import { systemClock } from '../src/lib/clock.ts';
import { checkSoakInvariants, type SoakTracked, seedSoakBorrowers } from './soak-data.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    borrowers: { type: 'string', default: '2000' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    in: { type: 'string' },
    out: { type: 'string' },
  },
});

function open(): Db {
  const dataDir = values['data-dir'] ?? '';
  const databaseUrl = values['database-url'];
  if (!dataDir && !databaseUrl) throw new Error('give --data-dir or --database-url');
  return createDatabase({ dataDir, databaseUrl });
}

const command = positionals[0];
const out = values.out;
if ((command !== 'seed' && command !== 'check') || !out) {
  console.error(
    'usage: soak-db.ts seed|check --out FILE [--in FILE] (--data-dir D | --database-url U)',
  );
  process.exit(2);
}
const db = open();
try {
  if (command === 'seed') {
    const { brand } = loadConfig({ ...process.env, NODE_ENV: 'development' });
    const borrowers = await seedSoakBorrowers(db, Number(values.borrowers), {
      brand,
      now: new Date(),
    });
    writeFileSync(out, JSON.stringify(borrowers));
  } else {
    if (!values.in) throw new Error('check needs --in');
    const tracked = JSON.parse(readFileSync(values.in, 'utf8')) as SoakTracked;
    const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
    const loanDeps = { db, clock: systemClock, config };
    writeFileSync(out, JSON.stringify(await checkSoakInvariants(loanDeps, tracked), null, 2));
  }
} finally {
  await db.destroy();
}
