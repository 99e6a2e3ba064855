import fp from 'fastify-plugin';
import {
  keepTables,
  tablesNeedOwnUpkeep,
} from '../../modules/table-upkeep/table-upkeep.service.ts';

/** autovacuum's own pause between rounds. */
const UPKEEP_EVERY_MS = 60_000;

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
      everyMs: UPKEEP_EVERY_MS,
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
        const done = await keepTables({ db: app.db, embedded }, { signal });
        if (done.vacuumed.length > 0 || done.analyzed.length > 0) app.log.info(done, 'tables kept');
      },
    });
  },
  { name: 'table-upkeep', dependencies: ['config', 'db', 'jobs'] },
);
