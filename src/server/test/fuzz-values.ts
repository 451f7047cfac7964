// The hostile values the endpoint fuzz (endpoint-fuzz.test.ts) puts into fields, bodies and query strings. Every
// draw comes from a seeded random source, so a failure names an input that the next run sends again.

export type TRandom = () => number;

export const pick = <T>(random: TRandom, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
export const chance = (random: TRandom, probability: number) => random() < probability;
export const intBelow = (random: TRandom, bound: number) => Math.floor(random() * bound);

/**
 * A number JSON cannot write as a JS number (more digits than a double holds, or past its range): the body carries
 * this marker string and `toJsonText` writes the digits in its place.
 */
const RAW_NUMBER = '\u0001raw-number:';
export const rawNumber = (digits: string) => `${RAW_NUMBER}${digits}`;
/** A string as a query string carries it: a raw-number marker as its digits. */
export const unmarked = (text: string) => (text.startsWith(RAW_NUMBER) ? text.slice(RAW_NUMBER.length) : text);

/** JSON text of a value, with the raw-number markers written as bare numbers. */
export const toJsonText = (value: unknown) =>
  JSON.stringify(value).replace(/"\\u0001raw-number:([^"]*)"/g, (_, digits: string) => digits);

const KB = 1024;

export const hostileStrings: readonly string[] = [
  '',
  ' ',
  ' \t\r\n ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e400',
  '-1',
  '-0',
  '0',
  '0.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  '1e12',
  '0x1F',
  '1_000',
  '١٢٣',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[object Object]',
  'a'.repeat(100 * KB),
  'é'.repeat(50 * KB),
  '💥'.repeat(25 * KB),
  'e\u0301'.repeat(2 * KB),
  '\u202Eevil\u202C',
  '\u200B\uFEFF',
  '\ud800',
  '\udfff\ud800x',
  'a\u0000b',
  '𝕳𝖊𝖑𝖑𝖔 Ωμέγα 東京 مرحبا',
  "' OR 1=1 --",
  '!(&|:*)<-> & a:* | !',
  '[(?<x>*+',
  '%',
  '%_\\',
  '\\',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '%{jndi:ldap://x} {{7*7}} #{7*7}',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '123e4567-e89b-12d3-a456-426614174000',
  'not a date',
  '275760-09-13T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '+010000-01-01T00:00:00.000Z',
  '2024-02-30',
  '2024-13-45T25:61:61Z',
  '8640000000000000',
  'a@b',
  'fuzz@example.test',
  `${'x'.repeat(300)}@example.test`,
  'javascript:alert(1)',
  `https://${'a'.repeat(3000)}.test/`,
  'https://[::1]:99999/',
  'Mars/Olympus_Mons',
  'Etc/GMT+14',
  'cs_test_',
  `cs_test_${'x'.repeat(190)}`,
  '4242 4242 4242 4242',
];

/** Numbers a JS body can carry as they are. */
export const hostileNumbers: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  1e12,
  1e21,
  99_999_999.999,
  123_456.789_123,
];

/** Numbers only JSON text can carry: past a double's precision or range. */
export const rawNumbers: readonly string[] = [
  '9007199254740993',
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '-0.0',
];

function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

function nestedObjects(depth: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

const wideObject = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));

export const hostileStructures: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 'a', null, {}],
  ['a', 'b'],
  [[[]]],
  { a: { b: { c: [1] } } },
  nestedArrays(2000),
  nestedObjects(500),
  wideObject,
  Array.from({ length: 10_000 }, (_, i) => i),
  Array.from({ length: 2000 }, () => 'a'.repeat(50)),
  // More items than PostgreSQL takes bind parameters in one statement (65,535), in well under the 1 MB body limit.
  Array.from({ length: 70_000 }, (_, i) => String(i % 10)),
];

/** Dates superjson carries as dates: invalid, at the ends of JS's range, before year 1 and past year 9999. */
export const hostileDates: readonly Date[] = [
  new Date(Number.NaN),
  new Date(8.64e15),
  new Date(-8.64e15),
  new Date(Date.UTC(10_000, 0, 1)),
  new Date('0000-01-01T00:00:00.000Z'),
  new Date('-000001-06-01T00:00:00.000Z'),
  new Date(0),
  new Date('9999-12-31T23:59:59.999Z'),
];

/** A hostile value of any kind; dates only where the encoding keeps them (superjson). */
export function hostileValue(random: TRandom, { dates }: { dates: boolean }): unknown {
  const roll = random();
  if (roll < 0.45) return pick(random, hostileStrings);
  if (roll < 0.65) return pick(random, hostileNumbers);
  if (roll < 0.72) return rawNumber(pick(random, rawNumbers));
  if (roll < 0.9 || !dates) return pick(random, hostileStructures);
  return pick(random, hostileDates);
}

/** Query-string values: what a URL can carry, percent-encoding mistakes included (written into the URL as they are). */
export const hostileQueryTexts: readonly string[] = [
  '',
  '%',
  '%zz',
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%E2%80%AE',
  '+',
  '%2B%2B',
  'a%26b%3Dc',
  '%5B%5D',
  '[]',
  '%0D%0ASet-Cookie:%20x=1',
];

/** Bodies that are not what their content type says, each with the type it claims. */
export const garbageBodies: readonly { type: string | undefined; body: string | Buffer }[] = [
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '{"a":' },
  { type: 'application/json', body: 'nul' },
  { type: 'application/json', body: '"just a string"' },
  { type: 'application/json', body: '42' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '{"__proto__":{"isAdmin":true}}' },
  { type: 'application/json', body: '{"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', body: '{"a":1,"a":2}' },
  { type: 'application/json', body: '\uFEFF{}' },
  { type: 'application/json', body: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]) },
  { type: 'application/json', body: Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1]) },
  { type: 'application/json', body: `{"a":"${'x'.repeat(1024 * 1024)}"}` },
  { type: 'application/json; charset=utf-16', body: '{}' },
  { type: 'application/json; charset=latin1', body: Buffer.from('{"a":"\xe9"}', 'latin1') },
  { type: 'text/plain', body: '{}' },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&a=2&b[c]=d' },
  { type: 'application/octet-stream', body: Buffer.from([0, 1, 2, 3, 255]) },
  { type: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "x">]><a>&x;</a>' },
  { type: 'image/png', body: Buffer.from('89504e470d0a1a0a', 'hex') },
  { type: 'multipart/form-data', body: 'no boundary' },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  { type: '', body: '{}' },
  { type: undefined, body: '{}' },
  { type: 'application/json;;;', body: '{}' },
  { type: 'APPLICATION/JSON', body: '{}' },
  { type: `application/json; ${'x'.repeat(5000)}`, body: '{}' },
];

/** Superjson envelopes whose meta is malformed, hostile or annotates types the server refuses. */
export function badSuperjsonEnvelopes(json: unknown): unknown[] {
  return [
    { json },
    { json, meta: null },
    { json, meta: 'x' },
    { json, meta: [] },
    { json, meta: { v: 2 } },
    { json, meta: { values: 'x' } },
    { json, meta: { values: ['Date'] } },
    { json, meta: { values: { a: ['bigint'] } } },
    { json, meta: { values: { a: ['Date'] } } },
    { json, meta: { values: { a: [['custom', 'x']] } } },
    { json, meta: { values: { a: ['class', 'Foo'] } } },
    { json, meta: { values: { a: ['regexp'] } } },
    { json, meta: { values: { a: ['set'] } } },
    { json, meta: { values: { a: ['map'] } } },
    { json, meta: { values: { a: ['number'] } } },
    { json, meta: { values: { '__proto__.x': ['Date'] } } },
    { json, meta: { values: { [Array.from({ length: 40 }, () => 'a').join('.')]: ['Date'] } } },
    { json, meta: { values: Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, ['Date']])) } },
    { json, meta: { referentialEqualities: { a: ['b'] } } },
    { json, meta: { referentialEqualities: [['a'], { b: ['c'] }] } },
    { json, meta: { referentialEqualities: 'x' } },
    { json, meta: { unknownKey: 1 } },
    { json: { date: 'not a date' }, meta: { values: { date: ['Date'] } } },
    { json: { date: '+275760-09-13T00:00:00.000Z' }, meta: { values: { date: ['Date'] } } },
    { json: 'x', meta: { values: ['Date'] } },
    { json: undefined, meta: { values: ['undefined'] } },
    { json, meta: { v: 1 }, extra: true },
  ];
}
