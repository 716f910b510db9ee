import { beforeAll, describe, expect, test } from 'vitest';
import { prepareZxingInNode } from '../../../../../scripts/barcode-dev-photos';
import { barcodePicture, blankPicture } from '../../../../../scripts/barcode-test-pictures';
import { createDecodeClient, type WorkerLike } from './decode-client';
import { createDecodeHandler, type DecodeReply, type DecodeRequest } from './decode-protocol';
import { readGray } from './zxing-read';

/*
 * The worker's message handler is a plain function: called directly here, with the real ZXing
 * reader, and behind the page's client through a stand-in for the browser's Worker.
 */

beforeAll(prepareZxingInNode);

const handle = createDecodeHandler(readGray);

/** The browser's Worker, played by the real handler; it answers in the order the test says. */
function standInWorker() {
  const posted: Array<{ request: DecodeRequest; transfer: Transferable[] }> = [];
  const worker: WorkerLike & { posted: typeof posted; answer(index: number): Promise<void>; fail(): void } = {
    posted,
    onmessage: null,
    onerror: null,
    postMessage(request, transfer) {
      posted.push({ request, transfer });
    },
    async answer(index) {
      const reply = await handle(posted[index]!.request);
      worker.onmessage?.(new MessageEvent<DecodeReply>('message', { data: reply }));
    },
    fail() {
      worker.onerror?.(new ErrorEvent('error', { message: 'worker script failed' }));
    },
  };
  return worker;
}

describe('the decode worker’s messages', () => {
  test('a photo is answered with the code, the step that read it and the time taken', async () => {
    const image = await barcodePicture({ bcid: 'ean8', text: '96385074' });
    const reply = await handle({ id: 7, kind: 'photo', image });
    expect(reply).toMatchObject({
      id: 7,
      ok: true,
      found: [{ text: '96385074', format: 'ean_8' }],
      step: { pass: 'base', view: 0 },
    });
    expect(reply.ok && reply.ms).toBeGreaterThan(0);
  });

  test('a camera frame runs only the steps it is given', async () => {
    const washedOut = await barcodePicture({ bcid: 'ean13', text: '4006381333931', ink: 100, paper: 125 });
    const first = await handle({
      id: 1,
      kind: 'frame',
      image: washedOut,
      steps: [{ pass: 'base', view: 0 }],
    });
    expect(first).toMatchObject({ ok: true, found: [], step: null });
    const second = await handle({
      id: 2,
      kind: 'frame',
      image: washedOut,
      steps: [
        { pass: 'base', view: 0 },
        { pass: 'normalize-fixed', view: 0 },
      ],
    });
    expect(second).toMatchObject({
      ok: true,
      found: [{ text: '4006381333931' }],
      step: { pass: 'normalize-fixed' },
    });
  });

  test('a failure becomes a reply, so the page is never left waiting', async () => {
    const broken = createDecodeHandler(async () => {
      throw new Error('wasm unavailable');
    });
    expect(await broken({ id: 3, kind: 'photo', image: blankPicture() })).toEqual({
      id: 3,
      ok: false,
      error: 'wasm unavailable',
    });
  });
});

describe('the page’s client', () => {
  test('sends the pixels without copying them and matches replies to requests, whatever their order', async () => {
    const worker = standInWorker();
    const client = createDecodeClient({ worker, inThread: () => handle });
    const ean = await barcodePicture({ bcid: 'ean13', text: '4006381333931' });
    const blank = blankPicture();
    const first = client.decode({ kind: 'photo', image: ean });
    const second = client.decode({ kind: 'photo', image: blank });
    expect(worker.posted.map((p) => p.transfer)).toEqual([[ean.data.buffer], [blank.data.buffer]]);
    await worker.answer(1);
    await worker.answer(0);
    expect(await second).toMatchObject({ ok: true, found: [] });
    expect(await first).toMatchObject({ ok: true, found: [{ text: '4006381333931' }] });
  });

  test('when the worker fails, what it held fails and the next requests run on the page', async () => {
    const worker = standInWorker();
    const client = createDecodeClient({ worker, inThread: () => handle });
    const lost = client.decode({ kind: 'photo', image: blankPicture() });
    worker.fail();
    expect(await lost).toMatchObject({ ok: false });
    const reply = await client.decode({
      kind: 'photo',
      image: await barcodePicture({ bcid: 'upca', text: '036000291452' }),
    });
    expect(reply).toMatchObject({ ok: true, found: [{ text: '036000291452', format: 'upc_a' }] });
    expect(worker.posted).toHaveLength(1);
  });

  test('without a worker, everything runs on the page', async () => {
    const client = createDecodeClient({ worker: null, inThread: () => handle });
    const reply = await client.decode({
      kind: 'photo',
      image: await barcodePicture({ bcid: 'upce', text: '04252614' }),
    });
    expect(reply).toMatchObject({ ok: true, found: [{ text: '04252614', format: 'upc_e' }] });
  });
});
