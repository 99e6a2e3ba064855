import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateAsOwner } from './db/migrate.ts';
import { runOpsCli } from './modules/ops/ops-cli.ts';
import { copyDiskUploadsToDatabase } from './modules/uploads/uploads.service.ts';

const DATABASE_COMMANDS = ['migrate', 'migrate:down', 'uploads:to-database'];

/**
 * Operator commands. `migrate`, `migrate:down` and `uploads:to-database` open the configured
 * database (server stopped: PGlite is single-process); everything else talks to the running
 * server's operations API.
 */
async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const [command] = args;
  if (!command || !DATABASE_COMMANDS.includes(command)) {
    return runOpsCli(args, config, {
      env: process.env,
      fetch,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  }
  // As the tables' owner (DATABASE_MIGRATION_URL when set), on a connection of its own.
  if (command === 'migrate' || command === 'migrate:down') {
    await migrateAsOwner(config, command === 'migrate:down');
    console.log(`${command}: done`);
    return 0;
  }
  await migrateAsOwner(config);
  const db = createDatabase(config);
  try {
    const { copied, alreadyThere } = await copyDiskUploadsToDatabase(db, config.uploadsDir);
    console.log(
      `${command}: ${copied} copied from ${config.uploadsDir}, ${alreadyThere} already there`,
    );
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
