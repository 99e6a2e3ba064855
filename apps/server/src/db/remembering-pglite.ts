import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { PreparedStatementPGlite } from './prepared-statement-pglite.ts';
import {
  isPlainRead,
  RememberedAnswers,
  rememberKey,
  rememberScopeOf,
  withCopiedRows,
} from './remembered-reads.ts';

/**
 * The embedded database, which this process alone opens (the data directory is locked), answering
 * rememberable reads from memory until anything is written (decision 0022). Every statement that
 * is not a plain `select`, every `exec` and every transaction may write, and forgets.
 */
export class RememberingPGlite extends PreparedStatementPGlite {
  readonly remembered = new RememberedAnswers();

  override async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (rememberScopeOf(text) && rowModeOnly(options)) {
      return this.remembered.answer(
        rememberKey(text, params, options?.rowMode),
        () => super.query<T>(text, params, options),
        withCopiedRows,
      );
    }
    if (isPlainRead(text)) return super.query<T>(text, params, options);
    return this.remembered.writing(() => super.query<T>(text, params, options));
  }

  override async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.remembered.writing(() => super.exec(text, options));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.remembered.writing(() => super.transaction(callback));
  }
}

function rowModeOnly(options: QueryOptions | undefined): boolean {
  if (!options) return true;
  return Object.keys(options).every((option) => option === 'rowMode');
}
