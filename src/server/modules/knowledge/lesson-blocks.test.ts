import { describe, expect, it } from 'vitest';
import { lessonPassageBlocks } from '../course/lesson-plain-text';

// What a lesson section is cut into before passages are packed (pack-index.ts): shapes survive (issue 26).
describe('a lesson’s passage blocks', () => {
  it('keeps a table as pipe rows and a list as marked items, each with the lead-in ending in a colon', () => {
    const markdown = [
      'Some **intro**. The category sets the signal word:',
      '| Category | Signal word |\n|---|---|\n| I | DANGER |\n| IV | CAUTION |',
      'Steps:',
      '1. Measure the course.\n2. Time the sprayer.',
      '- loose item',
    ].join('\n\n');
    expect(lessonPassageBlocks(markdown)).toEqual([
      'Some intro. The category sets the signal word:\n| Category | Signal word |\n| --- | --- |\n| I | DANGER |\n| IV | CAUTION |',
      'Steps:\n1. Measure the course.\n2. Time the sprayer.',
      '- loose item',
    ]);
  });

  it('cuts a long table into parts that each repeat the header', () => {
    const rows = Array.from({ length: 40 }, (_, n) => `| ${n} | ${'word '.repeat(8)}|`).join('\n');
    const blocks = lessonPassageBlocks(`| Row | Text |\n|---|---|\n${rows}`);
    expect(blocks.length).toBeGreaterThan(1);
    for (const block of blocks) expect(block.startsWith('| Row | Text |\n| --- | --- |\n| ')).toBe(true);
  });
});
