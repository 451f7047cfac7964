/**
 * Decoded page images as Netpbm files, which Leptonica (inside tesseract.js) reads without any image codec: a
 * header and the raw pixels. This is how scanned pages reach the OCR engine without a canvas or a new package.
 */

/** pdf.js's ImageKind: how the decoded pixels of an image XObject are laid out. */
export const pdfImageKind = { grayscale1bpp: 1, rgb24bpp: 2, rgba32bpp: 3 } as const;

export interface TRawImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

const header = (magic: string, width: number, height: number, maxValue?: number) =>
  Buffer.from(`${magic}\n${width} ${height}\n${maxValue === undefined ? '' : `${maxValue}\n`}`, 'ascii');

/** A PNM (PBM, PPM) buffer for a pdf.js image, or null for a layout it does not describe. */
export function toPnm({ width, height, kind, data }: TRawImage): Buffer | null {
  if (width < 1 || height < 1) return null;
  if (kind === pdfImageKind.grayscale1bpp) {
    const rowBytes = Math.ceil(width / 8);
    if (data.length < rowBytes * height) return null;
    // pdf.js sets a bit for white; PBM sets it for black. Rows are padded to whole bytes in both.
    const bits = Buffer.alloc(rowBytes * height);
    for (let i = 0; i < bits.length; i++) bits[i] = ~(data[i] ?? 0) & 0xff;
    return Buffer.concat([header('P4', width, height), bits]);
  }
  if (kind === pdfImageKind.rgb24bpp) {
    if (data.length < width * height * 3) return null;
    return Buffer.concat([
      header('P6', width, height, 255),
      Buffer.from(data.buffer, data.byteOffset, width * height * 3),
    ]);
  }
  if (kind === pdfImageKind.rgba32bpp) {
    if (data.length < width * height * 4) return null;
    // Scans carry no meaningful transparency: the alpha channel is dropped.
    const rgb = Buffer.alloc(width * height * 3);
    for (let source = 0, target = 0; target < rgb.length; source += 4) {
      rgb[target++] = data[source]!;
      rgb[target++] = data[source + 1]!;
      rgb[target++] = data[source + 2]!;
    }
    return Buffer.concat([header('P6', width, height, 255), rgb]);
  }
  return null;
}
