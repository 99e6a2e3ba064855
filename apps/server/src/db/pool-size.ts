/**
 * The PostgreSQL connections a server process keeps open (docs/decisions/0051): with 10, two
 * processes at 300 requests a second queued for a connection while the others' transactions
 * waited on their process between statements.
 */
export const DEFAULT_POOL_SIZE = 20;
