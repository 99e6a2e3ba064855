import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateDown, migrateToLatest } from './db/migrate.ts';
import { runOpsCli } from './modules/ops/ops-cli.ts';

/**
 * Operator commands. `migrate` and `migrate:down` open the configured database (server stopped:
 * PGlite is single-process); everything else talks to the running server's operations API.
 */
async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const [command] = args;
  if (command !== 'migrate' && command !== 'migrate:down') {
    return runOpsCli(args, config, {
      env: process.env,
      fetch,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  }
  const db = createDatabase(config);
  try {
    if (command === 'migrate') await migrateToLatest(db);
    else await migrateDown(db);
    console.log(`${command}: done`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
