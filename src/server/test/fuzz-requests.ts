import type { TEndpoint } from '../../shared/contract/endpoint';
import { superjsonBody } from './app';
import { declaredKeys, mutationFor, pathsOf, removeAt, sampleInput, setIn, type TSampler } from './fuzz-schema';
import {
  badSuperjsonEnvelopes,
  chance,
  garbageBodies,
  hostileQueryTexts,
  hostileStrings,
  hostileValue,
  intBelow,
  pick,
  type TRandom,
  toJsonText,
  unmarked,
} from './fuzz-values';

/** One request of the fuzz, ready for inject() but for the caller's cookie. */
export interface TFuzzCase {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The input as the generator wrote it, before encoding: for the known-issue filter and the report. */
  input?: unknown;
}

const percentEncode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: written as the bytes Node would send for it.
    return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
};

const queryItem = (value: unknown): string => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (typeof value === 'string') return unmarked(value);
  if (value === undefined) return '';
  return typeof value === 'object' && value !== null ? toJsonText(value) : String(value);
};

/** The input as the server's query parser hands it over: strings, and arrays of them for repeated keys. */
export function asQueryObject(value: unknown): Record<string, string | string[]> {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      Array.isArray(item) ? item.slice(0, 50).map(queryItem) : queryItem(item),
    ]),
  );
}

/** A query string; repeated keys for arrays. Raw-number markers become their digits. */
export function queryText(value: unknown): string {
  if (typeof value === 'string') return percentEncode(value);
  return Object.entries(asQueryObject(value))
    .flatMap(([key, item]) =>
      (Array.isArray(item) ? item : [item]).map((one) => `${percentEncode(key)}=${percentEncode(one)}`),
    )
    .join('&');
}

const json = (payload: string | Buffer, type = 'application/json') => ({ payload, headers: { 'content-type': type } });

/** The body as the endpoint's encoding writes it: superjson envelopes for superjson endpoints, mostly. */
function encodeBody(endpoint: TEndpoint, value: unknown, random: TRandom) {
  const superjsonFirst = endpoint.encoding === 'superjson' || endpoint.encoding === 'stream';
  const asSuperjson = chance(random, superjsonFirst ? 0.6 : 0.15);
  if (asSuperjson) {
    try {
      return json(toJsonText(superjsonBody(value)));
    } catch {
      // superjson recurses; the deepest structures are sent as plain JSON instead.
    }
  }
  return json(toJsonText(value === undefined ? null : value));
}

const withExtraKey = (value: unknown, random: TRandom): unknown => {
  const base = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  const key = pick(random, ['extra', '', 'x'.repeat(10_000), 'constructor', 'toString', '__proto__', 'a.b', '💥']);
  Object.defineProperty(base, key, { value: hostileValue(random, { dates: false }), enumerable: true, writable: true });
  return base;
};

type TKind =
  | 'valid'
  | 'edge'
  | 'mutate'
  | 'remove'
  | 'extra'
  | 'whole'
  | 'garbage'
  | 'envelope'
  | 'query-shape'
  | 'method'
  | 'headers';
const kinds: [TKind, number][] = [
  ['valid', 0.11],
  ['edge', 0.1],
  ['mutate', 0.39],
  ['remove', 0.05],
  ['extra', 0.04],
  ['whole', 0.07],
  ['garbage', 0.08],
  ['headers', 0.03],
  ['envelope', 0.06],
  ['query-shape', 0.05],
  ['method', 0.02],
];

function drawKind(random: TRandom): TKind {
  let roll = random();
  for (const [kind, weight] of kinds) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'mutate';
}

/** Headers the server reads (origin checks, the client address, the session cookie's neighbours), with bad values. */
const hostileHeaders: readonly [string, string][] = [
  ['origin', 'null'],
  ['origin', 'http://localhost:80'],
  ['origin', `https://${'a'.repeat(3000)}.test`],
  ['sec-fetch-site', 'same-site'],
  ['sec-fetch-site', ''],
  ['x-forwarded-for', '999.999.999.999, ::ffff:zz, unknown'],
  ['x-forwarded-for', `${'1.2.3.4, '.repeat(500)}5.6.7.8`],
  ['x-forwarded-proto', 'gopher'],
  ['host', '[::1'],
  ['user-agent', 'x'.repeat(10_000)],
  ['accept', 'text/event-stream, */*;q=abc'],
  ['accept-encoding', 'br;q=2, gzip;q=-1, *'],
  ['authorization', 'Bearer '],
  ['if-none-match', '*'],
  ['range', 'bytes=999999999-'],
];

/** A request whose input is a mutation of a valid-looking sample, or something that is not an input at all. */
export function fuzzCase(endpoint: TEndpoint, sampler: TSampler, first: boolean): TFuzzCase {
  const built = buildCase(endpoint, sampler, first);
  if (built.label !== 'headers') return built;
  const [name, value] = pick(sampler.random, hostileHeaders);
  return { ...built, label: `header ${name}: ${value.slice(0, 40)}`, headers: { ...built.headers, [name]: value } };
}

function buildCase(endpoint: TEndpoint, sampler: TSampler, first: boolean): TFuzzCase {
  const { random } = sampler;
  const isGet = endpoint.method === 'GET';
  const encode = isGet ? asQueryObject : (v: unknown) => v;
  const kind = first ? 'valid' : drawKind(random);
  const sample = sampleInput(endpoint.input, kind === 'edge' ? { ...sampler, edge: true } : sampler, encode);
  let input: unknown = sample;
  let label: string = kind;
  if (kind === 'mutate') {
    const paths = [...pathsOf(sample), ...declaredKeys(endpoint.input).map((key) => [key])];
    const path = paths.length > 0 ? pick(random, paths) : ['x'];
    const current = path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], sample);
    input = setIn(sample, path, mutationFor(current, random, sampler.dates && !isGet));
    label = `mutate ${path.join('.')}`;
  } else if (kind === 'remove') {
    const paths = pathsOf(sample);
    if (paths.length > 0) {
      const path = pick(random, paths);
      input = removeAt(sample, path);
      label = `remove ${path.join('.')}`;
    }
  } else if (kind === 'extra') {
    input = withExtraKey(sample, random);
  } else if (kind === 'whole') {
    input = hostileValue(random, { dates: sampler.dates });
  }
  const base = { label, url: endpoint.path, input };
  if (kind === 'method') {
    const method = pick(random, ['PUT', 'PATCH', 'DELETE', 'OPTIONS', isGet ? 'POST' : 'GET'] as const);
    return { ...base, method, headers: {}, ...(method === 'GET' ? {} : json('{}')) };
  }
  if (isGet) return getCase(kind, base, sample, random);
  if (kind === 'garbage') {
    const garbage = pick(random, garbageBodies);
    return {
      ...base,
      method: 'POST',
      label: `garbage ${garbage.type ?? 'no type'}`,
      payload: garbage.body,
      headers: garbage.type === undefined ? {} : { 'content-type': garbage.type },
    };
  }
  if (kind === 'envelope' || kind === 'query-shape') {
    const envelope = pick(random, badSuperjsonEnvelopes(sample));
    return { ...base, method: 'POST', label: 'superjson envelope', input: envelope, ...json(toJsonText(envelope)) };
  }
  return { ...base, method: 'POST', ...encodeBody(endpoint, input, random) };
}

function getCase(
  kind: TKind,
  base: Omit<TFuzzCase, 'method' | 'headers'>,
  sample: unknown,
  random: TRandom,
): TFuzzCase {
  const get = { ...base, method: 'GET' as const, headers: {} };
  const keys = Object.keys(asQueryObject(sample));
  const key = keys.length > 0 && chance(random, 0.8) ? pick(random, keys) : pick(random, ['id', 'page', 'x', '']);
  if (kind === 'garbage') {
    // Written into the address as it is: percent-encoding mistakes included.
    const text = pick(random, hostileQueryTexts);
    return {
      ...get,
      label: `raw query ${key}=${text}`,
      url: `${base.url}?${queryText(sample)}&${percentEncode(key)}=${text}`,
    };
  }
  if (kind === 'query-shape') {
    const shapes = [
      `${key}=a&${key}=b`,
      `${key}[]=1&${key}[]=2`,
      `${key}[a]=b`,
      `${key}`,
      `${key}=${'9'.repeat(400)}`,
      Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&'),
      `__proto__=x&constructor=y&${key}=1`,
      `${key}=${percentEncode(pick(random, hostileStrings))}&${key}=${percentEncode(pick(random, hostileStrings))}`,
    ];
    const shape = pick(random, shapes);
    return { ...get, label: `query shape ${shape.slice(0, 60)}`, url: `${base.url}?${queryText(sample)}&${shape}` };
  }
  if (kind === 'envelope') {
    // A GET with a body: the query is what counts, the body must not break anything.
    const garbage = pick(random, garbageBodies);
    return {
      ...get,
      label: `GET with body ${garbage.type ?? 'no type'}`,
      payload: garbage.body,
      headers: garbage.type ? { 'content-type': garbage.type } : {},
    };
  }
  const text = queryText(base.input);
  return { ...get, url: text ? `${base.url}?${text}` : `${base.url}${chance(random, 0.3) ? '?' : ''}` };
}

/**
 * Addresses under /_api that no route serves, methods no route takes, and the asset files under /media (the one
 * address outside /_api that reads its path): each must be a 4xx, or for a real asset, the file.
 */
export function unroutedCase(
  routes: readonly { url: string }[],
  random: TRandom,
  assetIds: readonly unknown[],
): TFuzzCase {
  const route = pick(random, routes).url;
  const asset = assetIds.length > 0 ? String(pick(random, assetIds)) : '00000000-0000-4000-8000-000000000000';
  const hostile = percentEncode(pick(random, hostileStrings).slice(0, 200));
  const urls = [
    `${route}/${intBelow(random, 1e9)}`,
    `${route}/${'9'.repeat(40)}`,
    `${route}/..%2f..%2fetc%2fpasswd`,
    `${route}%00`,
    `${route}/`,
    `${route}//x`,
    `/_api/${'a'.repeat(5000)}`,
    '/_api/%ff%fe',
    `/_api/${hostile}`,
    `/_api${route.slice('/_api'.length).toUpperCase()}`,
    `${route}?${'%'.repeat(50)}`,
    `/media/${asset}/${hostile}`,
    `/media/${asset}`,
    `/media/${asset}/a/b`,
    `/media/${hostile}/x.png`,
    `/media/${asset.toUpperCase()}/${'n'.repeat(3000)}.png`,
  ];
  const method = pick(random, ['GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const);
  const body = method === 'GET' ? { headers: {} } : json('{}');
  const headers: Record<string, string> = { ...body.headers };
  if (chance(random, 0.3)) headers['if-none-match'] = pick(random, ['*', '"', `"${'a'.repeat(5000)}"`, ',,,']);
  return { label: 'unrouted', method, url: pick(random, urls), ...body, headers };
}
