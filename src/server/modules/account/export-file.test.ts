import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { superjsonPieces } from './export-file';

const read = async (sections: Record<string, unknown>) => {
  const pieces: string[] = [];
  for await (const piece of superjsonPieces(sections)) pieces.push(piece);
  return pieces.join('');
};

describe('the personal-data export built in slices', () => {
  it('is what superjson.serialize gives, read back the same, across slice boundaries', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
    const sections = {
      platform: 'Pesticide Prep',
      exportedAt: day(0),
      profile: { email: 'a@example.com', createdAt: day(1), nested: { at: day(2), list: [day(3), 'x'] } },
      flashcards: Array.from({ length: 1203 }, (_, i) => ({
        id: i,
        front: `Q${i}`,
        dueAt: day(i),
        seen: i % 2 ? day(i) : null,
      })),
      dates: [day(4), day(5)],
      empty: [],
      nothing: null,
    };
    const text = await read(sections);
    const wire = JSON.parse(text);
    const reference = superjson.serialize(sections);
    expect(wire.json).toEqual(reference.json);
    expect(wire.meta.values).toEqual(reference.meta?.values);
    expect(superjson.deserialize(wire)).toEqual(sections);
  });

  it('writes plain values with no annotations as superjson would read them', async () => {
    const wire = JSON.parse(await read({ a: 1, b: ['x'] }));
    expect(superjson.deserialize(wire)).toEqual({ a: 1, b: ['x'] });
  });
});
