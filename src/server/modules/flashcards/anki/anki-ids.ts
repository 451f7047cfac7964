import { createHash } from 'node:crypto';
import { decodeEntities } from './anki-html';

// Identifiers and checksums as Anki computes them (rslib/src/notes/mod.rs, rslib/src/text.rs).

/** Anki's base91 alphabet for note GUIDs (rslib `base91_u64`). */
const base91 = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';

export function base91FromBigInt(value: bigint): string {
  let rest = value;
  let out = '';
  do {
    out = base91[Number(rest % 91n)]! + out;
    rest /= 91n;
  } while (rest > 0n);
  return out;
}

/**
 * The GUID a card of this app carries in Anki: a card that came from Anki keeps its own, any other gets one made
 * from its id, so exporting the same card twice gives the same note (Anki then updates it instead of duplicating).
 */
export function guidForCard(card: { id: string; sourceType: string | null; sourceId: string | null }) {
  if (card.sourceType === ankiSourceType && card.sourceId) return card.sourceId;
  const hex = card.id.replace(/-/g, '').slice(0, 16);
  return base91FromBigInt(BigInt(`0x${hex}`));
}

/** Cards imported from Anki remember their note GUID as their source, which also keeps a note from coming in twice. */
export const ankiSourceType = 'anki';

/** Anki's `strip_html_preserving_media_filenames` for text this app wrote (no media): tags out, entities decoded. */
const ankiHtml = /<!--[\s\S]*?-->|<style[\s\S]*?>[\s\S]*?<\/style>|<script[\s\S]*?>[\s\S]*?<\/script>|<[\s\S]*?>/gi;
export const stripHtml = (html: string) => decodeEntities(html.replace(ankiHtml, '')).replace(/\u00a0/g, ' ');

/** The first-field checksum Anki keeps for duplicate checks: the first 8 hex digits of SHA-1, as a number. */
export const fieldChecksum = (firstFieldHtml: string) =>
  Number.parseInt(createHash('sha1').update(stripHtml(firstFieldHtml)).digest('hex').slice(0, 8), 16);

/** Anki separates a note's fields with the unit separator. */
export const fieldSeparator = '\x1f';
