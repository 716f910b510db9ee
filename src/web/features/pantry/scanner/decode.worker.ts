/**
 * The decode worker: runs the pipeline off the page's thread, so that the camera view never
 * stutters while a frame or a photo is decoded. Started by zxing-decoder.ts with
 * `new Worker(new URL('./decode.worker.ts', import.meta.url), { type: 'module' })`, which Vite
 * bundles on its own.
 */
import { prepareZXingModule } from 'zxing-wasm/reader';
// The library fetches its .wasm from a CDN unless told otherwise; we serve it ourselves.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { createDecodeHandler, type DecodeRequest } from './decode-protocol';
import { readGray } from './zxing-read';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

const handle = createDecodeHandler(readGray);

addEventListener('message', (event: MessageEvent<DecodeRequest>) => {
  void handle(event.data).then((reply) => postMessage(reply));
});
