import type { Db } from '../../db/database.ts';
import { listChainedRecords, readChainHead } from './audit.repository.ts';
import { chainDigest, GENESIS_DIGEST } from './audit-chain.ts';

const BATCH = 1000;
/** The first breaks are enough to act on; the count says how many there were. */
const PROBLEMS_SHOWN = 20;

export interface AuditChainReport {
  ok: boolean;
  checked: number;
  /** The newest record's id and digest: noted elsewhere, a later run can be held to it. */
  lastId: string | null;
  lastDigest: string;
  problemCount: number;
  problems: string[];
}

/**
 * Walks the whole trail oldest first: each record must follow the digest of the one before and
 * hash to its own digest, and the last must be the chain's head. A changed record breaks its own
 * digest (or, re-hashed, the next record's link), an inserted or removed one a link, a removed
 * newest one the head.
 */
export async function verifyAuditChain(deps: { db: Db }): Promise<AuditChainReport> {
  const problems: string[] = [];
  let previous = GENESIS_DIGEST;
  let lastId: string | null = null;
  let checked = 0;
  for (;;) {
    const records = await listChainedRecords(deps.db, lastId, BATCH);
    for (const record of records) {
      if (record.prevDigest !== previous) {
        problems.push(
          `record ${record.id}: does not follow the record before it (${lastId ?? 'none'}): a record between them was removed or inserted, or one changed`,
        );
      }
      if (chainDigest(record.prevDigest, record) !== record.digest) {
        problems.push(`record ${record.id}: its contents do not match its digest: changed`);
      }
      previous = record.digest;
      lastId = record.id;
      checked += 1;
    }
    if (records.length < BATCH) break;
  }
  const head = await readChainHead(deps.db);
  if (head.lastId !== lastId || head.digest !== previous) {
    problems.push(
      `the chain ends at record ${head.lastId ?? 'none'} but the trail at ${lastId ?? 'none'}: newest records removed or added outside the chain`,
    );
  }
  return {
    ok: problems.length === 0,
    checked,
    lastId,
    lastDigest: previous,
    problemCount: problems.length,
    problems: problems.slice(0, PROBLEMS_SHOWN),
  };
}
