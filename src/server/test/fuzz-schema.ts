import type { z } from 'zod';
import {
  chance,
  hostileDates,
  hostileNumbers,
  hostileStrings,
  hostileValue,
  intBelow,
  pick,
  rawNumber,
  rawNumbers,
  type TRandom,
} from './fuzz-values';

// A small walker over zod 4 schemas for the endpoint fuzz: it writes a valid-looking input for an endpoint (real ids
// where the database has them), and then changes one field of it at a time. Those inputs pass the schema's first
// checks and so reach the services and the database, where a 500 hides.

export interface TSampler {
  random: TRandom;
  /** Values worth trying for a field of this name (ids from the database, texts known to pass); may be empty. */
  hints(key: string): readonly unknown[];
  /** Whether the encoding keeps dates as dates (superjson); otherwise they travel as ISO strings. */
  dates: boolean;
  /** Values at the schema's edges: the longest strings of special characters, the largest numbers, far dates. */
  edge?: boolean;
}

type TDef = { type: string } & Record<string, unknown>;
type TZod = z.ZodType & {
  _zod: { def: TDef; optin?: string };
  minLength?: number | null;
  maxLength?: number | null;
  format?: string | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
};

const defOf = (schema: unknown) => (schema as TZod)._zod.def;
const checkValue = (schema: unknown, check: string, field: string): unknown =>
  ((defOf(schema).checks ?? []) as unknown as { _zod: { def: Record<string, unknown> } }[])
    .map((c) => c._zod.def)
    .find((d) => d.check === check || d.format === check)?.[field];

const words = ['fuzz', 'label', 'pesticide', 'drift', 'ppe', 'rinse', 'storage', 'Texas', 'café', '東京'];

function sampleString(schema: TZod, sampler: TSampler): string {
  const { random } = sampler;
  switch (schema.format) {
    case 'uuid':
    case 'guid': {
      const hex = Array.from({ length: 32 }, () => intBelow(random, 16).toString(16));
      hex[12] = '4';
      hex[16] = '8';
      const h = hex.join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    }
    case 'email':
      return `fuzz-${intBelow(random, 1e6)}@example.test`;
    case 'url':
      return 'https://example.test/avatar.png';
    case 'starts_with':
      return `${checkValue(schema, 'starts_with', 'prefix') ?? ''}fuzz${intBelow(random, 1e6)}`;
    default: {
      const min = schema.minLength ?? 0;
      if (sampler.edge) {
        // The longest (or shortest) the schema allows, of characters that mean something to SQL LIKE, full-text
        // queries, regular expressions, HTML or UTF-16.
        const length = chance(random, 0.8) ? Math.min(schema.maxLength ?? 5000, 100_000) : Math.max(min, 1);
        const filler = pick(random, ['%_\\', '!(&|:*)<->', '😀', 'é', '\'"', '<b>&amp;', '\u200B', '[(?*+', ' a ']);
        return filler.repeat(Math.ceil(length / filler.length)).slice(0, length);
      }
      const max = Math.min(schema.maxLength ?? 60, 60);
      let text = '';
      while (text.length < Math.max(min, 1 + intBelow(random, 12))) text += `${pick(random, words)} `;
      return text.trim().slice(0, Math.max(max, min)).padEnd(min, 'x');
    }
  }
}

function edgeNumber(schema: TZod, random: TRandom): number {
  const unbounded = schema.isInt ? [2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1] : [1e15, 1e300, 0.000001];
  const min = Number.isFinite(schema.minValue) ? schema.minValue! : -pick(random, unbounded);
  const max = Number.isFinite(schema.maxValue) ? schema.maxValue! : pick(random, unbounded);
  return pick(random, [min, max, schema.isInt ? min + 1 : min + 0.001, schema.isInt ? max - 1 : max - 0.001]);
}

function sampleNumber(schema: TZod, random: TRandom): number {
  const low = Math.max(Number.isFinite(schema.minValue) ? schema.minValue! : 0, 0);
  const high = Number.isFinite(schema.maxValue) ? schema.maxValue! : low + 20;
  const value = Math.min(low + 1 + intBelow(random, 5), high);
  return schema.isInt ? value : value + (chance(random, 0.5) ? 0.25 : 0);
}

function sampleObject(shape: Record<string, TZod>, sampler: TSampler, depth: number) {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (field._zod.optin === 'optional' && !chance(sampler.random, 0.7)) continue;
    const value = sampleValue(field, key, sampler, depth + 1);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** A value the schema (probably) accepts; `key` is the field's name, for hints. */
export function sampleValue(schema: unknown, key: string, sampler: TSampler, depth = 0): unknown {
  const zod = schema as TZod;
  const def = defOf(zod);
  const { random } = sampler;
  const hints = sampler.hints(key).filter((hint) => zod.safeParse(hint).success);
  if (hints.length > 0 && chance(random, sampler.edge ? 0.5 : 0.85)) return pick(random, hints);
  if (depth > 8) return undefined;
  const inner = (name: string) => sampleValue(def[name], key, sampler, depth + 1);
  switch (def.type) {
    case 'string':
      return sampleString(zod, sampler);
    case 'number':
      return sampler.edge && chance(random, 0.7) ? edgeNumber(zod, random) : sampleNumber(zod, random);
    case 'boolean':
      return chance(random, 0.5);
    case 'date': {
      const far = [8.64e15, -8.64e15, Date.UTC(9999, 11, 31), Date.UTC(1, 0, 1), 0];
      const time = sampler.edge ? pick(random, far) : Date.UTC(2026, intBelow(random, 12), 1 + intBelow(random, 28));
      const date = new Date(time);
      return sampler.dates ? date : date.toISOString();
    }
    case 'enum':
      return pick(random, Object.values(def.entries as Record<string, string>));
    case 'literal':
      return (def.values as unknown[])[0];
    case 'null':
      return null;
    case 'unknown':
    case 'any':
      return 'fuzz';
    case 'object':
      return sampleObject(def.shape as Record<string, TZod>, sampler, depth);
    case 'array': {
      const min = Number(checkValue(zod, 'min_length', 'minimum') ?? 0);
      const max = Number(checkValue(zod, 'max_length', 'maximum') ?? (sampler.edge ? 300 : 3));
      const length = sampler.edge ? max : Math.min(Math.max(min, intBelow(random, 3)), max);
      return Array.from({ length }, () => inner('element'));
    }
    case 'union':
      return sampleValue(pick(random, def.options as unknown[]), key, sampler, depth + 1);
    case 'intersection':
      return { ...(inner('left') as object), ...(inner('right') as object) };
    case 'record':
      return {};
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'nullable':
      return chance(random, 0.1) ? null : inner('innerType');
    case 'lazy':
      return sampleValue((def.getter as () => unknown)(), key, sampler, depth + 1);
    case 'pipe': {
      // `.transform()` is a pipe into a transform: sample its input. `z.preprocess` pipes a transform into a schema.
      if (defOf(def.in).type === 'transform') return inner('out');
      const candidate = inner('in');
      if (zod.safeParse(candidate).success || defOf(def.out).type === 'transform') return candidate;
      return inner('out');
    }
    default:
      return undefined;
  }
}

/** A valid-looking input of the schema: the first of a few samples that parses, or the last one tried. */
export function sampleInput(schema: z.ZodType, sampler: TSampler, encode: (value: unknown) => unknown = (v) => v) {
  let value: unknown;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    value = sampleValue(schema, '', sampler);
    if (schema.safeParse(encode(value)).success) return value;
  }
  return value;
}

export type TPath = (string | number)[];

/** Every path into a sampled input (object keys and array items), down to a few levels. */
export function pathsOf(value: unknown, prefix: TPath = [], depth = 0): TPath[] {
  if (depth > 4 || value === null || typeof value !== 'object' || value instanceof Date) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key], depth + 1)]);
}

/** The top-level keys a schema declares (through optional, pipes, unions and intersections). */
export function declaredKeys(schema: unknown, depth = 0): string[] {
  if (depth > 6 || !schema) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap((o) => declaredKeys(o, depth + 1)))];
    case 'intersection':
      return [...declaredKeys(def.left, depth + 1), ...declaredKeys(def.right, depth + 1)];
    case 'pipe':
      return declaredKeys(defOf(def.in).type === 'transform' ? def.out : def.in, depth + 1);
    default:
      return declaredKeys(def.innerType, depth + 1);
  }
}

const REMOVE = Symbol('remove');

/** A copy of `value` with the item at `path` replaced (or removed, for REMOVE); parents are created as needed. */
export function setIn(value: unknown, path: TPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const base = (
    Array.isArray(value)
      ? [...value]
      : value && typeof value === 'object' && !(value instanceof Date)
        ? { ...value }
        : {}
  ) as Record<string | number, unknown>;
  const next = setIn(base[head!], rest, replacement);
  if (next === REMOVE) {
    if (Array.isArray(base)) base.splice(Number(head), 1);
    else delete base[head!];
  } else base[head!] = next;
  return base;
}

export const removeAt = (value: unknown, path: TPath) => setIn(value, path, REMOVE);

/** A hostile replacement that keeps to the current value's kind more often than not, so it passes the type check. */
export function mutationFor(current: unknown, random: TRandom, dates: boolean): unknown {
  if (chance(random, 0.35)) return hostileValue(random, { dates });
  if (typeof current === 'string') return pick(random, hostileStrings);
  if (typeof current === 'number') {
    return chance(random, 0.25) ? rawNumber(pick(random, rawNumbers)) : pick(random, hostileNumbers);
  }
  if (current instanceof Date) return dates ? pick(random, hostileDates) : pick(random, hostileStrings);
  if (typeof current === 'boolean') return pick(random, ['true', 1, 0, null, 'yes']);
  if (Array.isArray(current)) {
    return chance(random, 0.5)
      ? Array.from({ length: 500 }, () => current[0] ?? 'a')
      : [hostileValue(random, { dates })];
  }
  return hostileValue(random, { dates });
}
