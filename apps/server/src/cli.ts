import { loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateDown, migrateToLatest } from './db/migrate.ts';

const USAGE = 'usage: npm run ops -w @loan/server -- <migrate | migrate:down>';

/** Operator commands against the configured database (DATABASE_URL or PGlite in DATA_DIR). */
async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    if (command === 'migrate') await migrateToLatest(db);
    else if (command === 'migrate:down') await migrateDown(db);
    else throw new Error(USAGE);
    console.log(`${command}: done`);
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
