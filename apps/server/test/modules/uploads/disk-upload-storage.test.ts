import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDiskStorage,
  UploadNameTakenError,
} from '../../../src/modules/uploads/upload-storage.ts';
import { PNG_1X1 } from '../../helpers/upload.ts';

const newName = () => `${randomBytes(16).toString('hex')}.png`;

describe('upload storage on the disk', () => {
  const root = mkdtempSync(join(tmpdir(), 'disk-uploads-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes its folder on the first image, and again when the folder was taken away', async () => {
    const dir = join(root, 'not-yet', 'made');
    const storage = createDiskStorage(dir);
    const first = newName();
    await storage.put(first, { contentType: 'image/png', bytes: PNG_1X1 });
    expect((await storage.get(first))?.bytes.equals(PNG_1X1)).toBe(true);

    rmSync(dir, { recursive: true });
    const second = newName();
    await storage.put(second, { contentType: 'image/png', bytes: PNG_1X1 });
    expect(await storage.get(second)).toEqual({ contentType: 'image/png', bytes: PNG_1X1 });
  });

  it('never replaces an image, answers null for one it lacks, and forgets a removed one', async () => {
    const storage = createDiskStorage(join(root, 'kept'));
    const name = newName();
    await storage.put(name, { contentType: 'image/png', bytes: PNG_1X1 });
    await expect(
      storage.put(name, { contentType: 'image/png', bytes: Buffer.from('other') }),
    ).rejects.toBeInstanceOf(UploadNameTakenError);
    expect((await storage.get(name))?.bytes.equals(PNG_1X1)).toBe(true);
    expect(await storage.get(newName())).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await storage.remove(name);
    expect(await storage.get(name)).toBeNull();
    await storage.remove(name);
  });
});
