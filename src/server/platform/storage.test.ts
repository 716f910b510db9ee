import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { testConfig } from '../../../tests/app';
import { AppError } from './errors';
import { createLocalStorage, createStorage, InvalidStorageKeyError, isValidStorageKey } from './storage';

const parent = mkdtempSync(path.join(tmpdir(), 'larder-storage-'));
const root = path.join(parent, 'uploads');
const storage = createLocalStorage(root);
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('local storage', () => {
  test('a stored file reads back byte for byte', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    await storage.put('avatars/user-1.webp', bytes);
    expect(await storage.get('avatars/user-1.webp')).toEqual(bytes);
    expect(existsSync(path.join(root, 'avatars', 'user-1.webp'))).toBe(true);
  });

  test('putting the same key again replaces the content and leaves no temp files', async () => {
    await storage.put('notes/a.txt', Buffer.from('first'));
    await storage.put('notes/a.txt', Buffer.from('second'));
    expect((await storage.get('notes/a.txt')).toString()).toBe('second');
    expect(readdirSync(path.join(root, 'notes'))).toEqual(['a.txt']);
  });

  test('a missing key is NOT_FOUND', async () => {
    const err = await storage.get('avatars/nobody.webp').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('NOT_FOUND');
  });

  test('a key that names a folder is NOT_FOUND, not a crash', async () => {
    await storage.put('folder/inner/file.bin', Buffer.from('x'));
    const err = await storage.get('folder/inner').catch((e: unknown) => e);
    expect((err as AppError).code).toBe('NOT_FOUND');
  });

  test('deleting removes the file, and deleting again is fine', async () => {
    await storage.put('tmp/gone.bin', Buffer.from('bye'));
    await storage.delete('tmp/gone.bin');
    await storage.delete('tmp/gone.bin');
    const err = await storage.get('tmp/gone.bin').catch((e: unknown) => e);
    expect((err as AppError).code).toBe('NOT_FOUND');
  });

  test.each([
    ['empty', ''],
    ['parent traversal', '../escape.txt'],
    ['traversal in the middle', 'avatars/../../escape.txt'],
    ['a dot segment', 'avatars/./x.webp'],
    ['absolute path', '/etc/passwd'],
    ['empty segment', 'avatars//x.webp'],
    ['trailing slash', 'avatars/'],
    ['backslash', 'avatars\\..\\x'],
    ['NUL byte', 'avatars/x\0.webp'],
    ['hidden file', 'avatars/.htaccess'],
    ['space', 'avatars/my file.webp'],
    ['percent-encoded traversal', '%2e%2e/x'],
    ['too long', 'a'.repeat(600)],
  ])('a key with %s is refused before touching the disk', async (_name, key) => {
    expect(isValidStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(existsSync(path.join(parent, 'escape.txt'))).toBe(false);
  });

  test('the installation store lives in the uploads folder of DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-data-'));
    try {
      const store = createStorage(testConfig({ DATA_DIR: dataDir }));
      await store.put('avatars/check.bin', Buffer.from('ok'));
      expect(existsSync(path.join(dataDir, 'uploads', 'avatars', 'check.bin'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
