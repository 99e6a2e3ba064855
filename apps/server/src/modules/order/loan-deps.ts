import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the loan services need; the app instance itself satisfies it. */
export interface LoanDeps {
  db: Db;
  clock: Clock;
  config: Pick<
    AppConfig,
    | 'brand'
    | 'costCap'
    | 'creditPolicy'
    | 'loanDecision'
    | 'codePepper'
    | 'contractLinkTtlMinutes'
    | 'accountEncryptionKey'
  >;
}
