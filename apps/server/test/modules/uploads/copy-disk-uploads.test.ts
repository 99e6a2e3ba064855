import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import {
  createDatabaseStorage,
  createDiskStorage,
} from '../../../src/modules/uploads/upload-storage.ts';
import { copyDiskUploadsToDatabase } from '../../../src/modules/uploads/uploads.service.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';
import { PNG_1X1 } from '../../helpers/upload.ts';

const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000 a small gif', 'latin1');
const PNG_NAME = `${'1'.repeat(32)}.png`;
const GIF_NAME = `${'2'.repeat(32)}.gif`;

describe('copying the images on the disk into the database', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database?.drop());

  it('copies every upload once, with its type, and leaves other files alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loan-test-uploads-'));
    const disk = createDiskStorage(dir);
    await disk.put(PNG_NAME, { contentType: 'image/png', bytes: PNG_1X1 });
    writeFileSync(join(dir, 'notes.txt'), 'not an upload');

    expect(await copyDiskUploadsToDatabase(database.db, dir)).toEqual({
      copied: 1,
      alreadyThere: 0,
    });
    await disk.put(GIF_NAME, { contentType: 'image/gif', bytes: GIF });
    // A second run copies only what came since.
    expect(await copyDiskUploadsToDatabase(database.db, dir)).toEqual({
      copied: 1,
      alreadyThere: 1,
    });

    const stored = createDatabaseStorage(database.db);
    const png = await stored.get(PNG_NAME);
    expect(png?.contentType).toBe('image/png');
    expect(png?.bytes.equals(PNG_1X1)).toBe(true);
    const gif = await stored.get(GIF_NAME);
    expect(gif?.contentType).toBe('image/gif');
    expect(gif?.bytes.equals(GIF)).toBe(true);
    const names = await database.db.selectFrom('upload_bytes').select('name').execute();
    expect(names.map((row) => row.name).sort()).toEqual([PNG_NAME, GIF_NAME]);
  });

  it('copies nothing from a folder that does not exist', async () => {
    const missing = join(tmpdir(), 'loan-test-uploads-never-made');
    expect(await copyDiskUploadsToDatabase(database.db, missing)).toEqual({
      copied: 0,
      alreadyThere: 0,
    });
  });
});
