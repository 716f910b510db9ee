import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { parseScannedText } from './scanned-code';
import { readWithZxing } from './zxing-read';

/*
 * The real ZXing WebAssembly reader on real barcode pictures drawn by bwip-js: RGBA pixels, as the
 * browser hands them over from a canvas, and the raw PNG bytes of an uploaded file.
 */

beforeAll(async () => {
  const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  // In the browser the .wasm comes from our origin by URL; here straight from disk.
  await prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasmPath) }, fireImmediately: true });
});

function drawBarcode(bcid: string, text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid,
    text,
    scale: 3,
    height: 15,
    includetext: true,
    paddingwidth: 20,
    paddingheight: 20,
    backgroundcolor: 'FFFFFF',
  });
}

async function pixels(png: Buffer): Promise<ImageData> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height, colorSpace: 'srgb' };
}

describe('the ZXing decoder', () => {
  test('reads an EAN-13 from camera-like pixels', async () => {
    const found = await readWithZxing(await pixels(await drawBarcode('ean13', '4006381333931')));
    expect(found).toEqual([{ text: '4006381333931', format: 'ean_13' }]);
  });

  test('reads an EAN-8 from the bytes of an image file', async () => {
    const found = await readWithZxing(new Uint8Array(await drawBarcode('ean8', '96385074')));
    expect(found).toEqual([{ text: '96385074', format: 'ean_8' }]);
  });

  test('reads a UPC-A as the 12 digits printed under it (ZXing says EAN-13 with a leading 0)', async () => {
    const found = await readWithZxing(await pixels(await drawBarcode('upca', '036000291452')));
    expect(found).toEqual([{ text: '036000291452', format: 'upc_a' }]);
  });

  test('reads a UPC-E as its 8 printed digits, not the UPC-A it stands for', async () => {
    const found = await readWithZxing(await pixels(await drawBarcode('upce', '04252614')));
    expect(found).toEqual([{ text: '04252614', format: 'upc_e' }]);
  });

  test('reads a GS1 Digital Link QR code, which yields the product barcode', async () => {
    const png = await drawBarcode('qrcode', 'https://id.gs1.org/01/04006381333931/10/ABC');
    const [found] = await readWithZxing(await pixels(png));
    expect(found?.format).toBe('qr_code');
    expect(parseScannedText(found?.text ?? '', true)).toEqual({ ok: true, code: '4006381333931' });
  });

  test('finds nothing in a picture without a barcode', async () => {
    const blank = await sharp({
      create: { width: 200, height: 120, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } },
    })
      .png()
      .toBuffer();
    expect(await readWithZxing(await pixels(blank))).toEqual([]);
  });
});
