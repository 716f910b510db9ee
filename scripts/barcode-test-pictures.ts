/**
 * Small barcode pictures for the scanner's unit tests: a code drawn by bwip-js at the given ink
 * and paper levels on a grey page, as RGBA pixels (what the decode worker receives).
 */
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import type { RgbaImage } from '../src/web/features/pantry/scanner/gray-image';

export async function barcodePicture(options: {
  bcid: string;
  text: string;
  /** Grey levels of the bars and the paper: 0 and 255 print cleanly; 100 and 125 are washed out. */
  ink?: number;
  paper?: number;
  width?: number;
  height?: number;
}): Promise<RgbaImage> {
  const { ink = 0, paper = 255, width = 640, height = 480 } = options;
  const png = await bwipjs.toBuffer({
    bcid: options.bcid,
    text: options.text,
    scale: 2,
    height: 12,
    includetext: true,
    paddingwidth: 10,
    paddingheight: 6,
    backgroundcolor: 'FFFFFF',
  });
  const code = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round((width - code.info.width) / 2);
  const top = Math.round((height - code.info.height) / 2);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cx = x - left;
      const cy = y - top;
      const inside = cx >= 0 && cy >= 0 && cx < code.info.width && cy < code.info.height;
      const level = inside ? ink + ((paper - ink) * code.data[cy * code.info.width + cx]!) / 255 : 140;
      const o = (y * width + x) * 4;
      data[o] = data[o + 1] = data[o + 2] = level;
      data[o + 3] = 255;
    }
  }
  return { data, width, height };
}

/** A page with no code on it. */
export function blankPicture(width = 320, height = 240): RgbaImage {
  return { data: new Uint8ClampedArray(width * height * 4).fill(200), width, height };
}
