import type { TRetrievalHit } from '../knowledge/retrieval-types';

const citation = /\[(\d+)\]/g;

/**
 * Renumbers an answer's citations in the order they first appear and reorders `sources` to match, in place, so the
 * learner reads [1], [2], [3] without gaps (issue 26: an answer citing [1] then [4] looked like missing sources).
 * The caller reads the citations from the same array after the answer, so text and list stay in step. Sources no
 * piece cites keep their relative order after the cited ones.
 */
export function citeInOrder(pieces: readonly string[], sources: TRetrievalHit[]): string[] {
  const order: number[] = [];
  for (const piece of pieces) {
    for (const match of piece.matchAll(citation)) {
      const index = Number(match[1]) - 1;
      if (index >= 0 && index < sources.length && !order.includes(index)) order.push(index);
    }
  }
  const renumbered = new Map(order.map((index, position) => [index + 1, position + 1]));
  const uncited = [...sources.keys()].filter((index) => !order.includes(index));
  const reordered = [...order, ...uncited].map((index) => sources[index]!);
  sources.splice(0, sources.length, ...reordered);
  return pieces.map((piece) =>
    piece.replace(citation, (whole, n: string) => {
      const number = renumbered.get(Number(n));
      return number === undefined ? whole : `[${number}]`;
    }),
  );
}
