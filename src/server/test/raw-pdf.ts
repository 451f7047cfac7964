import { deflateSync } from 'node:zlib';

// PDFs written byte by byte, for the shapes pdfkit will not make: a stream that inflates to far more than it weighs,
// a page tree that claims thousands of pages, an image larger than any scan.

type TObject = string | { dictionary: string; stream: Buffer };

/** A complete PDF (header, objects, cross-reference table, trailer, %%EOF) whose catalog is object 1. */
export function rawPdf(objects: TObject[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const body =
      typeof object === 'string'
        ? [Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1')]
        : [
            Buffer.from(`${index + 1} 0 obj\n<< ${object.dictionary} /Length ${object.stream.length} >>\nstream\n`),
            object.stream,
            Buffer.from('\nendstream\nendobj\n'),
          ];
    for (const part of body) {
      parts.push(part);
      length += part.length;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

/** One page drawing `content`, with `resources`; the page tree may claim more pages than it has. */
export function onePagePdf(content: Buffer, { resources = '', claimedPages = 1, extra = [] as TObject[] } = {}) {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [3 0 R] /Count ${claimedPages} >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << ${resources} >> >>`,
    { dictionary: '/Filter /FlateDecode', stream: deflateSync(content) },
    ...extra,
  ]);
}

/** A page whose one content stream inflates to `megabytes` of spaces: a few dozen KB on disk. */
export const inflationBombPdf = (megabytes: number) => onePagePdf(Buffer.alloc(megabytes * 1024 * 1024, 0x20));

/** A page showing one grey image of width x height pixels, Flate-compressed (object 5). */
export const imagePdf = (width: number, height: number) =>
  onePagePdf(Buffer.from(`q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q`), {
    resources: '/XObject << /Im1 5 0 R >>',
    extra: [
      {
        dictionary: `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
        stream: deflateSync(Buffer.alloc(width * height, 0x80)),
      },
    ],
  });

/** `pageCount` real pages sharing one small content stream: a few hundred KB for thousands of pages. */
export function manyPagesPdf(pageCount: number) {
  const firstPage = 4;
  const kids = Array.from({ length: pageCount }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    { dictionary: '', stream: Buffer.from('BT ET') },
    ...Array.from(
      { length: pageCount },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << >> >>',
    ),
  ]);
}
