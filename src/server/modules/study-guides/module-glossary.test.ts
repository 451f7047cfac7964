import { describe, expect, it } from 'vitest';
import { glossaryForText } from './module-glossary';
import { printable } from './printable-text';

const item = (term: string) => ({ term, definition: `${term} defined.` });

describe('a module’s glossary terms', () => {
  it('takes the terms its text uses, by words or abbreviation, plural or not, alphabetically', () => {
    const terms = [
      item('Roller pump'),
      item('Gallons per acre (GPA)'),
      item('Nozzle'),
      item('Drift'),
      item('Suspension (registration)'),
      item('Restricted material (California)'),
      item('Pump'),
    ];
    const text = 'Check the nozzles. The roller pump wears; work out the GPA. A suspension settles. Pumpkins too.';
    expect(glossaryForText(terms, text).map((t) => t.term)).toEqual([
      'Gallons per acre (GPA)',
      'Nozzle',
      'Pump',
      'Roller pump',
    ]);
    expect(glossaryForText(terms, 'EPA suspension during registration review.').map((t) => t.term)).toEqual([
      'Suspension (registration)',
    ]);
  });
});

describe('printable text', () => {
  it('keeps what the PDF standard fonts can draw and maps the rest to a close form', () => {
    expect(printable('5 − 2 ≥ 3 — “ok” café ×')).toBe('5 - 2 >= 3 — “ok” café ×');
    expect(printable('日本\tx')).toBe('?? x');
  });
});
