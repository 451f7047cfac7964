import { randomBytes } from 'node:crypto';
import {
  certificateAlphabet,
  certificateGroupLength,
  certificateGroups,
  certificatePrefix,
} from '../../../shared/domain/certificate-texts';

const bitsPerSymbol = 5;
const symbolCount = certificateGroups * certificateGroupLength;
/** 80 bits from the operating system's CSPRNG: nobody lists valid numbers by guessing. */
export const certificateNumberBits = symbolCount * bitsPerSymbol;

/** A fresh number like PPC-7KQ2-M9XD-4HTF-C3WP: each symbol takes the next five bits of the random bytes. */
export function generateCertificateNumber(): string {
  const bytes = randomBytes(certificateNumberBits / 8);
  let symbols = '';
  for (let index = 0; index < symbolCount; index++) {
    let value = 0;
    for (let bit = 0; bit < bitsPerSymbol; bit++) {
      const position = index * bitsPerSymbol + bit;
      value = (value << 1) | ((bytes[position >> 3]! >> (7 - (position & 7))) & 1);
    }
    symbols += certificateAlphabet[value];
  }
  const groups = symbols.match(new RegExp(`.{${certificateGroupLength}}`, 'g'))!;
  return [certificatePrefix, ...groups].join('-');
}
