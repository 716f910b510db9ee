import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * Where uploaded files live. Features see only keys ("avatars/u1-ab12.webp"), never paths, so that an
 * S3-style store can replace the local folder without touching them.
 */
export interface Storage {
  /** Writes the bytes under the key, replacing what was there; readers never see a partial file. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes under the key; throws NOT_FOUND when there are none. */
  get(key: string): Promise<Buffer>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export const STORAGE_KEY_MAX = 512;
/** One path segment: starts with a letter or digit, so ".", "..", hidden and temp names are impossible. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function isValidStorageKey(key: string): boolean {
  return (
    typeof key === 'string' &&
    key.length > 0 &&
    key.length <= STORAGE_KEY_MAX &&
    key.split('/').every((segment) => SEGMENT.test(segment))
  );
}

function assertValidKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

function isMissing(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

/** A Storage in a local folder: one file per key, written to a temp file and renamed into place. */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);

  function fileFor(key: string): string {
    assertValidKey(key);
    const file = path.resolve(base, ...key.split('/'));
    // The key rules already exclude traversal; this is the second lock on the same door.
    if (!file.startsWith(base + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }

  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        await writeFile(temp, data, { mode: 0o600 });
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = fileFor(key);
      try {
        return await readFile(file);
      } catch (err) {
        if (isMissing(err)) throw new AppError('NOT_FOUND');
        throw err;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}

/** The uploads store of this installation: `${DATA_DIR}/uploads`. */
export function createStorage(config: Config): Storage {
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
