import fp from 'fastify-plugin';
import { createDatabase, type Db } from '../../db/database.ts';
import { migrateAsOwner, migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  /** A database owned by the caller (tests); otherwise the app opens one from its config. */
  db?: Db | undefined;
}

export default fp<DbPluginOptions>(
  async (app, opts) => {
    const db =
      opts.db ??
      createDatabase(app.config, (error) =>
        app.log.error({ err: error }, 'database connection lost (idle pool client)'),
      );
    try {
      // Given the owner's connection, the migrations run as the owner; the server's own role then
      // finds nothing left to run (it may not create or change a table: docs/decisions/0073).
      if (!opts.db && app.config.databaseUrl && app.config.databaseMigrationUrl) {
        await migrateAsOwner(app.config);
      }
      await migrateToLatest(db);
      await seedDatabase(db, {
        brand: app.config.brand,
        production: app.config.isProduction,
        now: app.clock.now(),
      });
    } catch (error) {
      if (!opts.db) await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    if (!opts.db) app.addHook('onClose', () => db.destroy());
  },
  { name: 'db', dependencies: ['config', 'clock'] },
);
