import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/app';
import { createLocalStorage } from '../../platform/storage';
import { createSignedInUser, joinHousehold, signInAs } from '../../../../tests/factories';

const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-avatar-'));
const uploads = createLocalStorage(path.join(dataDir, 'uploads'));
let t: TestApp;
let png1000x600: Buffer;
let jpegWithExif: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  png1000x600 = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#427138' } })
    .png()
    .toBuffer();
  // Left half red, right half blue, stored with EXIF orientation 6 ("rotate 90° clockwise to view"):
  // upright, the red half is on top.
  const blue = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  jpegWithExif = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 400, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'GPS-Phone', Copyright: 'Ada at home' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(file: Buffer | string, name = 'photo.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('avatar', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type }), name);
  return form;
}

async function avatarKey(userId: string): Promise<string | null> {
  const row = await t.db
    .selectFrom('users')
    .select('avatar_path')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.avatar_path;
}

async function storedAvatar(userId: string): Promise<Buffer> {
  const key = await avatarKey(userId);
  expect(key).not.toBeNull();
  return uploads.get(key!);
}

describe('POST /api/user/avatar', () => {
  test('a 1000×600 PNG becomes a 256×256 WebP that the user can fetch', async () => {
    const { user, client } = await createSignedInUser(t);
    const res = await client.post('/api/user/avatar', upload(png1000x600));
    expect(res.statusCode).toBe(200);
    const dto = res.json().user;
    expect(dto.avatarUrl).toMatch(new RegExp(`^/api/user/avatar/${user.id}\\?v=`));

    const stored = await sharp(await storedAvatar(user.id)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const image = await client.get(dto.avatarUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('private');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
  });

  test('a JPEG with EXIF is turned upright and stored without any EXIF', async () => {
    const input = await sharp(jpegWithExif).metadata();
    expect(input.exif?.toString('latin1')).toContain('SecretCam');
    expect(input.orientation).toBe(6);

    const { user, client } = await createSignedInUser(t);
    const res = await client.post('/api/user/avatar', upload(jpegWithExif, 'camera.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);

    const bytes = await storedAvatar(user.id);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('SecretCam');
    expect(bytes.toString('latin1')).not.toContain('Ada at home');

    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return { r: data[i]!, b: data[i + 2]! };
    };
    expect(pixel(128, 20).r).toBeGreaterThan(200);
    expect(pixel(128, 20).b).toBeLessThan(60);
    expect(pixel(128, 236).b).toBeGreaterThan(200);
    expect(pixel(128, 236).r).toBeLessThan(60);
  });

  test('a new upload replaces the old file and bumps updated_at', async () => {
    const { user, client } = await createSignedInUser(t);
    await client.post('/api/user/avatar', upload(png1000x600));
    const firstKey = await avatarKey(user.id);
    const firstUpdated = (
      await t.db.selectFrom('users').select('updated_at').where('id', '=', user.id).executeTakeFirstOrThrow()
    ).updated_at;
    await new Promise((r) => setTimeout(r, 5));

    const res = await client.post('/api/user/avatar', upload(jpegWithExif, 'b.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const secondKey = await avatarKey(user.id);
    expect(secondKey).not.toBe(firstKey);
    const row = await t.db
      .selectFrom('users')
      .select('updated_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.updated_at > firstUpdated).toBe(true);
    await expect(uploads.get(firstKey!)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(uploads.get(secondKey!)).resolves.toBeInstanceOf(Buffer);
  });

  test.each([
    ['a text file', 'hello, I am not a picture', 'notes.txt', 'text/plain'],
    ['a text file that claims to be a PNG', 'hello, I am not a picture', 'fake.png', 'image/png'],
    [
      'an SVG drawing',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      'x.svg',
      'image/svg+xml',
    ],
  ])('%s is a 400 with a clear message, and nothing is stored', async (_name, content, name, type) => {
    const { user, client } = await createSignedInUser(t);
    const res = await client.post('/api/user/avatar', upload(content, name, type));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      error: 'This file is not a picture we can read. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    });
    expect(await avatarKey(user.id)).toBeNull();
  });

  test('a corrupt (truncated) PNG is a 400, not a 500', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post('/api/user/avatar', upload(png1000x600.subarray(0, 200)));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  test("the message is in the user's language", async () => {
    const { client } = await createSignedInUser(t, { settings: { language: 'de' } });
    const res = await client.post('/api/user/avatar', upload('nope', 'x.txt', 'text/plain'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Diese Datei ist kein lesbares Bild. Bitte wähle ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild.',
    );
  });

  test('a file over 5 MB is a 413 and nothing is stored', async () => {
    const { user, client } = await createSignedInUser(t);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 7);
    const res = await client.post('/api/user/avatar', upload(big, 'big.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      error: 'The picture is too large. The limit is 5 MB.',
    });
    expect(await avatarKey(user.id)).toBeNull();
  });

  test('two files in one upload are refused with 413', async () => {
    const { user, client } = await createSignedInUser(t);
    const form = upload(png1000x600);
    form.append('second', new Blob([new Uint8Array(png1000x600)], { type: 'image/png' }), 'two.png');
    const res = await client.post('/api/user/avatar', form);
    expect(res.statusCode).toBe(413);
    expect(await avatarKey(user.id)).toBeNull();
  });

  test('a form without a file is a 400', async () => {
    const { client } = await createSignedInUser(t);
    const form = new FormData();
    form.append('note', 'no picture here');
    const res = await client.post('/api/user/avatar', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please choose a picture to upload.');
  });

  test('a JSON body is a 415', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post('/api/user/avatar', { avatar: 'data:image/png;base64,AAAA' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('a signed-out upload is a 401', async () => {
    const res = await t.client().post('/api/user/avatar', upload(png1000x600));
    expect(res.statusCode).toBe(401);
  });

  test('an account may upload 20 pictures a minute; the 21st is a 429 and other accounts are not affected', async () => {
    const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const { client } = await createSignedInUser(t);
    for (let i = 0; i < 20; i++) {
      expect((await client.post('/api/user/avatar', upload(tiny))).statusCode).toBe(200);
    }
    const limited = await client.post('/api/user/avatar', upload(tiny));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const other = await createSignedInUser(t);
    expect((await other.client.post('/api/user/avatar', upload(tiny))).statusCode).toBe(200);
  });

  test('an upload without the CSRF-Token header is a 403', async () => {
    const { user, client } = await createSignedInUser(t);
    const res = await client.request('POST', '/api/user/avatar', { body: upload(png1000x600) });
    expect(res.statusCode).toBe(403);
    expect(await avatarKey(user.id)).toBeNull();
  });
});

describe('GET /api/user/avatar/:userId', () => {
  let owner: { user: { id: string; household_id: string }; client: TestClient };
  beforeAll(async () => {
    owner = await createSignedInUser(t);
    const res = await owner.client.post('/api/user/avatar', upload(png1000x600));
    expect(res.statusCode).toBe(200);
  });

  test('a member of the same household can see it', async () => {
    const member = await createSignedInUser(t);
    await joinHousehold(t, member.user.id, owner.user.household_id);
    const res = await member.client.get(`/api/user/avatar/${owner.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  test('someone from another household gets 404, as if it did not exist', async () => {
    const stranger = await createSignedInUser(t);
    const res = await stranger.client.get(`/api/user/avatar/${owner.user.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  test('a user without an avatar, or an unknown id, is a 404', async () => {
    const { user, client } = await createSignedInUser(t);
    expect((await client.get(`/api/user/avatar/${user.id}`)).statusCode).toBe(404);
    expect((await client.get('/api/user/avatar/0190aaaa-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });

  test('an over-long id is a 400', async () => {
    const res = await owner.client.get(`/api/user/avatar/${'a'.repeat(100)}`);
    expect(res.statusCode).toBe(400);
  });

  test('a signed-out visitor gets 401', async () => {
    const res = await t.client().get(`/api/user/avatar/${owner.user.id}`);
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /api/user/avatar', () => {
  test('removes the picture: the user has no avatar URL and the file is gone', async () => {
    const { user, client } = await createSignedInUser(t);
    await client.post('/api/user/avatar', upload(png1000x600));
    const key = await avatarKey(user.id);

    const res = await client.delete('/api/user/avatar');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatarUrl).toBeNull();
    expect(await avatarKey(user.id)).toBeNull();
    await expect(uploads.get(key!)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await client.get(`/api/user/avatar/${user.id}`)).statusCode).toBe(404);
  });

  test('removing when there is none is fine', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.delete('/api/user/avatar');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatarUrl).toBeNull();
  });

  test('without the CSRF-Token header it is a 403 and the picture stays', async () => {
    const { user, client } = await createSignedInUser(t);
    await client.post('/api/user/avatar', upload(png1000x600));
    const res = await client.request('DELETE', '/api/user/avatar');
    expect(res.statusCode).toBe(403);
    expect(await avatarKey(user.id)).not.toBeNull();
  });

  test('signed out it is a 401', async () => {
    const res = await t.client().delete('/api/user/avatar');
    expect(res.statusCode).toBe(401);
  });

  test("one user's delete leaves another user's avatar alone", async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    await a.client.post('/api/user/avatar', upload(png1000x600));
    await b.client.post('/api/user/avatar', upload(png1000x600));
    await a.client.delete('/api/user/avatar');
    const bKey = await avatarKey(b.user.id);
    await expect(uploads.get(bKey!)).resolves.toBeInstanceOf(Buffer);
  });
});

test('a fresh session cookie for the same user sees their own avatar', async () => {
  const { user, client } = await createSignedInUser(t);
  await client.post('/api/user/avatar', upload(png1000x600));
  const other = t.client();
  await signInAs(t, other, user.id);
  expect((await other.get(`/api/user/avatar/${user.id}`)).statusCode).toBe(200);
});
