import superjson from 'superjson';
import { serverMessages } from '../../shared/domain/messages';
import { badRequest } from '../http-error';

/**
 * The only annotations the web client's inputs can carry: dates, and optional fields left undefined. Anything else
 * (classes, regexps, bigints, custom transformers) is either useless to the contract or a way to make superjson
 * throw or recurse without end, so it is refused before superjson sees it.
 */
const ALLOWED_ANNOTATIONS = new Set(['Date', 'undefined']);
const FORBIDDEN_SEGMENTS = ['__proto__', 'constructor', 'prototype'];
const MAX_ANNOTATED_PATHS = 1000;
const MAX_PATH_SEGMENTS = 32;
const MAX_PATH_LENGTH = 1000;

type TEnvelope = { json: unknown; meta?: unknown };

export const looksLikeSuperjson = (body: unknown): body is TEnvelope =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  'json' in body &&
  Object.keys(body).every((k) => k === 'json' || k === 'meta');

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAllowedLeaf = (tree: unknown) =>
  Array.isArray(tree) && tree.length === 1 && typeof tree[0] === 'string' && ALLOWED_ANNOTATIONS.has(tree[0]);

/**
 * A path names where an annotation applies ('a.b.0', dots inside keys escaped). Checked conservatively on the raw
 * text: no field of ours is called __proto__, constructor or prototype, and escaped dots only overcount segments.
 */
function pathIsSafe(path: string): boolean {
  if (path.length > MAX_PATH_LENGTH) return false;
  if (path.split('.').length > MAX_PATH_SEGMENTS) return false;
  return !FORBIDDEN_SEGMENTS.some((segment) => path.includes(segment));
}

const isPathList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= MAX_ANNOTATED_PATHS &&
  value.every((p) => typeof p === 'string' && pathIsSafe(p));

/** Either { path: [paths equal to it] } or [[paths equal to the root], that record]. */
function equalitiesAreSafe(value: unknown): boolean {
  const [root, others] = Array.isArray(value) ? value : [[], value];
  if (!isPathList(root)) return false;
  if (others === undefined) return true;
  if (!isPlainRecord(others)) return false;
  const entries = Object.entries(others);
  return entries.length <= MAX_ANNOTATED_PATHS && entries.every(([path, list]) => pathIsSafe(path) && isPathList(list));
}

/** Checks the meta against the few shapes the client produces; a cheap, non-recursive walk. */
function metaIsSafe(meta: unknown): boolean {
  if (meta === undefined || meta === null) return true;
  if (!isPlainRecord(meta)) return false;
  for (const [key, value] of Object.entries(meta)) {
    if (key === 'v') {
      if (value !== 1) return false;
    } else if (key === 'values') {
      if (isAllowedLeaf(value)) continue;
      if (!isPlainRecord(value)) return false;
      const entries = Object.entries(value);
      if (entries.length > MAX_ANNOTATED_PATHS) return false;
      if (!entries.every(([path, tree]) => pathIsSafe(path) && isAllowedLeaf(tree))) return false;
    } else if (key === 'referentialEqualities') {
      if (!equalitiesAreSafe(value)) return false;
    } else {
      return false;
    }
  }
  return true;
}

/**
 * Turns a superjson envelope into the value it carries, or answers 400. Referential equalities are dropped: the
 * client does not dedupe, so the JSON already holds every copy and only object identity would be lost, which no
 * handler relies on. inPlace avoids superjson's recursive deep copy of a body that is ours anyway.
 */
export function decodeSuperjson(envelope: TEnvelope): unknown {
  if (!metaIsSafe(envelope.meta)) throw badRequest(serverMessages.invalidBody);
  const meta = envelope.meta as { values?: never; v?: number } | null | undefined;
  try {
    return superjson.deserialize(
      { json: envelope.json as never, meta: meta?.values ? { values: meta.values, v: meta.v } : undefined },
      { inPlace: true },
    );
  } catch {
    throw badRequest(serverMessages.invalidBody);
  }
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in the input would fail its query with a 500. Walks the
 * input (keys and values) with an explicit stack, so a deeply nested body costs time, never the call stack.
 */
export function containsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null && !(value instanceof Date) && !ArrayBuffer.isView(value)) {
      // File contents (uploads) are bytes, not text: a NUL there is data, and walking them byte by byte is slow.
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
