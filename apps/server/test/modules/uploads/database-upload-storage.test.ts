import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import {
  createDatabaseStorage,
  UploadNameTakenError,
  type UploadStorage,
} from '../../../src/modules/uploads/upload-storage.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';
import { PNG_1X1 } from '../../helpers/upload.ts';

function newName(extension = 'png'): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

describe('upload storage in the database', () => {
  let database: TestDatabase;
  let storage: UploadStorage;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    storage = createDatabaseStorage(database.db);
  });
  afterAll(() => database?.drop());

  it('gives back every byte it was given, with the type', async () => {
    // Every byte value, zeros and a run past the 1 MB mark: nothing escaped, trimmed or re-encoded.
    const bytes = Buffer.concat([
      PNG_1X1,
      Buffer.from(Array.from({ length: 256 }, (_, value) => value)),
      Buffer.alloc(1000),
      randomBytes(1024 * 1024 + 7),
    ]);
    const name = newName();
    await storage.put(name, { contentType: 'image/png', bytes });
    const stored = await storage.get(name);
    expect(stored?.contentType).toBe('image/png');
    expect(Buffer.isBuffer(stored?.bytes)).toBe(true);
    expect(stored?.bytes.length).toBe(bytes.length);
    expect(stored?.bytes.equals(bytes)).toBe(true);
    const row = await database.db
      .selectFrom('upload_bytes')
      .select(['size', 'created_at'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row.size).toBe(bytes.length);
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it('refuses names that are not ours and stores nothing under them', async () => {
    const image = { contentType: 'image/png', bytes: PNG_1X1 };
    const unsafe = [
      '../../etc/passwd',
      `../${newName()}`,
      `${'A'.repeat(32)}.png`,
      `${'a'.repeat(32)}.svg`,
      `${'a'.repeat(31)}.png`,
      `${newName()}\n`,
      '',
    ];
    for (const name of unsafe) {
      await expect(storage.put(name, image)).rejects.toThrow(/unsafe upload name/);
      expect(await storage.get(name)).toBeNull();
    }
    const stored = await database.db
      .selectFrom('upload_bytes')
      .select('name')
      .where('name', 'in', unsafe)
      .execute();
    expect(stored).toEqual([]);
  });

  it('keeps the first image under a name: a second put is refused and changes nothing', async () => {
    const name = newName('gif');
    const first = Buffer.from('GIF89a first image bytes');
    await storage.put(name, { contentType: 'image/gif', bytes: first });
    const second = { contentType: 'image/png', bytes: PNG_1X1 };
    await expect(storage.put(name, second)).rejects.toBeInstanceOf(UploadNameTakenError);
    const stored = await storage.get(name);
    expect(stored?.contentType).toBe('image/gif');
    expect(stored?.bytes.equals(first)).toBe(true);
  });

  it('answers nothing for a name never stored', async () => {
    expect(await storage.get(newName('webp'))).toBeNull();
  });

  it('refuses, in the table itself, a name or size the code would never write', async () => {
    const insert = (name: string, size: number) =>
      database.db
        .insertInto('upload_bytes')
        .values({ name, content_type: 'image/png', bytes: PNG_1X1, size })
        .execute();
    await expect(insert('../escape.png', PNG_1X1.length)).rejects.toThrow(/check constraint/);
    await expect(insert(newName(), PNG_1X1.length + 1)).rejects.toThrow(/check constraint/);
  });
});
