import { setImmediate } from 'node:timers/promises';
import superjson from 'superjson';

// The personal-data export as superjson's wire format ({ json, meta: { values, v } }), built a slice at a time so a
// learner with 20,000 cards does not hold the request thread for seconds (issue 25): each slice is serialized alone,
// its meta paths are prefixed with where the slice sits, and the event loop gets a turn between slices.

const sliceLength = 100;

type TMetaValues = Record<string, unknown> | unknown[] | undefined;

/** superjson's meta paths of a value serialized on its own, as "path": annotation pairs under `prefix`. */
function metaEntries(values: TMetaValues, prefix: string): string[] {
  if (!values) return [];
  if (Array.isArray(values)) return [`${JSON.stringify(prefix)}:${JSON.stringify(values)}`]; // the value itself
  return Object.entries(values).map(
    ([path, annotation]) => `${JSON.stringify(`${prefix}.${path}`)}:${JSON.stringify(annotation)}`,
  );
}

/**
 * The same bytes superjson.serialize would give for `sections` (a record of plain values and arrays, keys without
 * dots), in pieces. Referential equalities are not recorded: the export is a file, where copies read the same.
 */
export async function* superjsonPieces(sections: Record<string, unknown>): AsyncGenerator<string> {
  const meta: string[] = [];
  yield '{"json":{';
  let firstSection = true;
  for (const [name, value] of Object.entries(sections)) {
    yield `${firstSection ? '' : ','}${JSON.stringify(name)}:`;
    firstSection = false;
    if (!Array.isArray(value)) {
      const serialized = superjson.serialize(value);
      meta.push(...metaEntries(serialized.meta?.values as TMetaValues, name));
      yield JSON.stringify(serialized.json) ?? 'null';
      continue;
    }
    yield '[';
    for (let start = 0; start < value.length; start += sliceLength) {
      const serialized = superjson.serialize(value.slice(start, start + sliceLength));
      const values = serialized.meta?.values as Record<string, unknown> | undefined;
      for (const [path, annotation] of Object.entries(values ?? {})) {
        const [index, ...rest] = path.split('.');
        const shifted = [String(start + Number(index)), ...rest].join('.');
        meta.push(`${JSON.stringify(`${name}.${shifted}`)}:${JSON.stringify(annotation)}`);
      }
      yield `${start === 0 ? '' : ','}${JSON.stringify(serialized.json).slice(1, -1)}`;
      await setImmediate();
    }
    yield ']';
  }
  yield '},"meta":{"values":{';
  for (let start = 0; start < meta.length; start += sliceLength * 10) {
    yield `${start === 0 ? '' : ','}${meta.slice(start, start + sliceLength * 10).join(',')}`;
    await setImmediate();
  }
  yield '},"v":1}}';
}
