import { strToU8, zipSync } from 'fflate';
import type { TEndpoint } from '../../shared/contract/endpoint';
import { maxUploadBytes } from '../../shared/domain/upload-texts';
import type { TFuzzCase } from './fuzz-requests';
import { declaredKeys, sampleInput, type TSampler } from './fuzz-schema';
import { chance, hostileStrings, intBelow, pick, type TRandom } from './fuzz-values';
import { onePixelPng } from './images';
import { onePagePdf } from './raw-pdf';

// Uploads for the endpoint fuzz: forms that are not forms (no boundary, cut off, broken part headers, too many
// parts, huge fields), and well-formed forms whose file is not what its name says.

export interface TFuzzFile {
  label: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

const bytesOf = (random: TRandom, length: number) => Uint8Array.from({ length }, () => intBelow(random, 256));
const concat = (...parts: (string | Uint8Array)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

/** Files that claim one thing and are another; `packages` are real .apkg files with hostile notes (built by the test). */
export function fuzzFiles(random: TRandom, packages: TFuzzFile[]): TFuzzFile[] {
  const zip = zipSync({ 'collection.anki2': bytesOf(random, 512), media: strToU8('{') });
  const pdf = onePagePdf(Buffer.from('BT /F1 12 Tf 72 712 Td (Pesticide label) Tj ET'));
  return [
    ...packages,
    {
      label: 'apkg that is not a zip',
      name: 'deck.apkg',
      type: 'application/octet-stream',
      bytes: strToU8('not a zip'),
    },
    { label: 'zip of garbage', name: 'deck.apkg', type: 'application/zip', bytes: zip },
    { label: 'truncated zip', name: 'deck.apkg', type: 'application/zip', bytes: zip.subarray(0, zip.length / 2) },
    {
      label: 'zip with a fake sqlite',
      name: 'deck.apkg',
      type: 'application/zip',
      bytes: zipSync({
        'collection.anki21': concat('SQLite format 3\u0000', bytesOf(random, 200)),
        media: strToU8('{}'),
      }),
    },
    { label: 'empty zip', name: 'deck.apkg', type: 'application/zip', bytes: zipSync({}) },
    { label: 'pdf that is not a pdf', name: 'label.pdf', type: 'application/pdf', bytes: strToU8('hello, world') },
    {
      label: 'pdf header then garbage',
      name: 'label.pdf',
      type: 'application/pdf',
      bytes: concat('%PDF-1.7\n', bytesOf(random, 2048)),
    },
    {
      label: 'truncated pdf',
      name: 'label.pdf',
      type: 'application/pdf',
      bytes: pdf.subarray(0, Math.floor(pdf.length * 0.6)),
    },
    { label: 'small pdf', name: 'label.pdf', type: 'application/pdf', bytes: pdf },
    { label: 'binary as text', name: 'notes.txt', type: 'text/plain', bytes: bytesOf(random, 4096) },
    {
      label: 'utf-16 text',
      name: 'notes.txt',
      type: 'text/plain',
      bytes: concat(new Uint8Array([0xff, 0xfe]), Buffer.from('pesticide drift', 'utf16le')),
    },
    { label: 'text with NUL', name: 'notes.txt', type: 'text/plain', bytes: strToU8('drift\u0000label') },
    { label: 'broken csv', name: 'data.csv', type: 'text/csv', bytes: strToU8('"a,"b""\n"unclosed\n,,,,,\n') },
    { label: 'csv of one long line', name: 'data.csv', type: 'text/csv', bytes: strToU8('x,'.repeat(100_000)) },
    { label: 'empty file', name: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array() },
    {
      label: 'png header then garbage',
      name: 'image.png',
      type: 'image/png',
      bytes: concat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), bytesOf(random, 300)),
    },
    {
      label: 'svg with script',
      name: 'image.svg',
      type: 'image/svg+xml',
      bytes: strToU8('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    { label: 'gif header only', name: 'image.gif', type: 'image/gif', bytes: strToU8('GIF89a') },
    {
      label: 'word document garbage',
      name: 'notes.doc',
      type: 'application/msword',
      bytes: concat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), bytesOf(random, 600)),
    },
    { label: 'html as image', name: 'image.jpg', type: 'image/jpeg', bytes: strToU8('<html><body>hi</body></html>') },
    // A picture that is what it says: the avatar upload's way through to the database (issue 25, L22).
    { label: 'small png', name: 'photo.png', type: 'image/png', bytes: new Uint8Array(onePixelPng) },
  ];
}

const fileNames = [
  '',
  '../../etc/passwd',
  `${'x'.repeat(5000)}.pdf`,
  'näme 東京.txt',
  'a\u0000b.pdf',
  'CON',
  '.pdf',
  'FILE.PDF',
  'noext',
  '"quoted".pdf',
  'a;b=c.pdf',
];
const claimedTypes = [
  'application/octet-stream',
  '',
  'text/html',
  'x/y; charset=bogus',
  `${'a'.repeat(2000)}/b`,
  'multipart/form-data',
];

interface TPart {
  name: string;
  content: string | Uint8Array;
  filename?: string;
  type?: string;
}

function partText(part: TPart, lineEnd: string) {
  const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
  return concat(
    disposition,
    lineEnd,
    part.type === undefined ? '' : `Content-Type: ${part.type}${lineEnd}`,
    lineEnd,
    part.content,
    lineEnd,
  );
}

function formBody(boundary: string, parts: TPart[], lineEnd = '\r\n') {
  return concat(
    ...parts.flatMap((part) => [`--${boundary}${lineEnd}`, partText(part, lineEnd)]),
    `--${boundary}--${lineEnd}`,
  );
}

const form = (boundary: string, payload: Buffer, type = `multipart/form-data; boundary=${boundary}`) => ({
  payload,
  headers: { 'content-type': type },
});

/** Malformed part headers, each as the raw text of one part. */
const badPartHeaders = [
  'Content-Disposition: form-data\r\n\r\nno name\r\n',
  'Content-Disposition: attachment; name="file"\r\n\r\nx\r\n',
  'no colon in this header\r\n\r\nx\r\n',
  'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: \r\n\r\nx\r\n',
  `Content-Disposition: form-data; name="${'n'.repeat(10_000)}"\r\n\r\nx\r\n`,
  `X-Long: ${'h'.repeat(100_000)}\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n`,
  'Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'%E2%82%AC%ZZ.pdf\r\n\r\nx\r\n',
  'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!\r\n',
  'Content-Disposition: form-data; name=file; filename=a.pdf\r\n\r\nx\r\n',
  '\r\n\r\n\r\n',
];

/** One upload to a multipart endpoint; `files` come from fuzzFiles. */
export function multipartCase(endpoint: TEndpoint, sampler: TSampler, files: TFuzzFile[], first: boolean): TFuzzCase {
  const { random } = sampler;
  const boundary = `----fuzz${intBelow(random, 1e9)}`;
  const keys = declaredKeys(endpoint.input);
  const fileKey = keys.includes('file') ? 'file' : (keys[0] ?? 'file');
  const fields = sampleInput(endpoint.input, sampler) as Record<string, unknown>;
  const textParts: TPart[] = Object.entries(fields)
    .filter(([key, value]) => key !== fileKey && value !== undefined)
    .map(([name, value]) => ({ name, content: String(value) }));
  if (textParts.length > 0 && chance(random, 0.35)) pick(random, textParts).content = pick(random, hostileStrings);
  const file = first ? files.find((f) => f.label === 'small pdf')! : pick(random, files);
  const filePart: TPart = {
    name: fileKey,
    content: file.bytes,
    filename: chance(random, 0.85) ? file.name : pick(random, fileNames),
    type: chance(random, 0.85) ? file.type : pick(random, claimedTypes),
  };
  const base = { method: 'POST' as const, url: endpoint.path, input: { ...fields, [fileKey]: file.label } };
  const wellFormed = formBody(boundary, [...textParts, filePart]);
  const roll = first ? 0 : random();
  if (roll < 0.5) return { ...base, label: `form with ${file.label}`, ...form(boundary, wellFormed) };
  const variants: [string, () => ReturnType<typeof form>][] = [
    ['missing file part', () => form(boundary, formBody(boundary, textParts))],
    [
      'file sent as a field',
      () => form(boundary, formBody(boundary, [...textParts, { name: fileKey, content: 'a.pdf' }])),
    ],
    ['file twice', () => form(boundary, formBody(boundary, [filePart, filePart, ...textParts]))],
    ['no boundary', () => form(boundary, wellFormed, 'multipart/form-data')],
    ['empty boundary', () => form(boundary, wellFormed, 'multipart/form-data; boundary=')],
    ['wrong boundary', () => form(boundary, wellFormed, 'multipart/form-data; boundary=other')],
    ['boundary of 200 chars', () => form('b'.repeat(200), formBody('b'.repeat(200), [filePart]))],
    ['truncated', () => form(boundary, wellFormed.subarray(0, intBelow(random, wellFormed.length)))],
    ['no closing boundary', () => form(boundary, wellFormed.subarray(0, wellFormed.length - boundary.length - 6))],
    ['LF line endings', () => form(boundary, formBody(boundary, [...textParts, filePart], '\n'))],
    [
      'bad part headers',
      () => form(boundary, concat(`--${boundary}\r\n`, pick(random, badPartHeaders), formBody(boundary, [filePart]))),
    ],
    ['preamble garbage', () => form(boundary, concat('garbage before the first boundary\r\n', wellFormed))],
    [
      'many fields',
      () =>
        form(
          boundary,
          formBody(boundary, [...Array.from({ length: 200 }, (_, i) => ({ name: `f${i}`, content: 'x' })), filePart]),
        ),
    ],
    [
      'many files',
      () =>
        form(
          boundary,
          formBody(
            boundary,
            Array.from({ length: 12 }, () => filePart),
          ),
        ),
    ],
    [
      'huge field',
      () =>
        form(
          boundary,
          formBody(boundary, [
            ...textParts.map((p) => ({ ...p, content: 'x'.repeat(200_000) })),
            { name: 'extra', content: 'y'.repeat(200_000) },
            filePart,
          ]),
        ),
    ],
    [
      'unknown field',
      () => form(boundary, formBody(boundary, [...textParts, { name: 'isAdmin', content: 'true' }, filePart])),
    ],
    ['empty body', () => form(boundary, Buffer.alloc(0))],
    ['binary garbage', () => form(boundary, Buffer.from(bytesOf(random, 4096)))],
    [
      'json body',
      () => ({ payload: Buffer.from('{"json":{"file":"x"}}'), headers: { 'content-type': 'application/json' } }),
    ],
    ['multipart/mixed', () => form(boundary, wellFormed, `multipart/mixed; boundary=${boundary}`)],
    ['charset in type', () => form(boundary, wellFormed, `multipart/form-data; charset=utf-7; boundary=${boundary}`)],
  ];
  // A file past the size limit is read to the limit and refused: rare, it is 10 MB each time.
  if (chance(random, 0.01)) {
    const big = { ...filePart, content: new Uint8Array(maxUploadBytes + 1) };
    return { ...base, label: 'file past the size limit', ...form(boundary, formBody(boundary, [...textParts, big])) };
  }
  const [label, build] = pick(random, variants);
  return { ...base, label, ...build() };
}
