import fp from 'fastify-plugin';
import {
  keepTables,
  tablesNeedOwnUpkeep,
} from '../../modules/table-upkeep/table-upkeep.service.ts';

/** autovacuum's own pause between rounds. */
const UPKEEP_CRON = '* * * * *';
/**
 * The embedded database's one connection serves every request: a round there does one table, so
 * borrowers wait for one table's VACUUM or ANALYZE at most, not for all of them in a row.
 */
const EMBEDDED_TABLES_PER_ROUND = 1;

/**
 * Vacuums and analyses the tables as autovacuum would, once per minute across all server
 * processes, wherever autovacuum does not run (docs/decisions/0059): always on the embedded
 * database, and on a server whose `autovacuum` setting is off. Otherwise the job does nothing.
 */
export default fp(
  async (app) => {
    const embedded = !app.config.databaseUrl;
    let ownUpkeep: boolean | undefined;
    app.jobs.schedule({
      name: 'table-upkeep',
      cron: UPKEEP_CRON,
      run: async (signal) => {
        if (ownUpkeep === undefined) {
          ownUpkeep = await tablesNeedOwnUpkeep({ db: app.db, embedded });
          if (ownUpkeep && !embedded) {
            app.log.warn(
              'autovacuum is off on the database server: the app vacuums and analyses its tables itself',
            );
          }
        }
        if (!ownUpkeep) return;
        const done = await keepTables(
          { db: app.db, embedded },
          { signal, tablesPerRound: embedded ? EMBEDDED_TABLES_PER_ROUND : undefined },
        );
        if (done.vacuumed.length > 0 || done.analyzed.length > 0)
          app.log.debug(done, 'tables kept');
      },
    });
  },
  { name: 'table-upkeep', dependencies: ['config', 'db', 'jobs'] },
);
