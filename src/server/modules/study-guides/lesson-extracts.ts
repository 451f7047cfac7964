import { blockText, markdownToBlocks, type TBlock, type TTableBlock } from './markdown-to-blocks';

export interface TGuideLesson {
  id: string;
  title: string;
  intro: string;
  sections: { id: string; title: string; body: string }[];
}

export interface TCaptioned<T> {
  /** "Lesson title: section title", so a printed item can be found again in the course. */
  caption: string;
  content: T;
}

export interface TLessonExtracts {
  tables: TCaptioned<TTableBlock>[];
  /** Whole sections that carry a worked example, with their steps and formulas as written. */
  calculations: TCaptioned<TBlock[]>[];
  /** Each section's opening sentence, keyed by lesson: key facts for modules that have no flashcards. */
  openingSentences: { lessonTitle: string; facts: { topic: string; fact: string }[] }[];
}

/**
 * Worked arithmetic as the lessons write it: numbers combined with x or / and carried to a result after "=",
 * e.g. "200 / 25 = 8" or "(0.4 x 5,940) / (6 x 20) = 2,376 / 120 = 19.8". A formula alone ("GPA = gallons / acres")
 * does not count: a section is a worked calculation only when it also works numbers through.
 */
const workedArithmetic = /\d[\d,.]*\)?\s*(?:x|\/)\s*\(?\d[\d,.]*[^\n=]*=\s*\(?\d/;

/** The first sentence of a paragraph: up to the first full stop followed by a space and a capital, or all of it. */
function firstSentence(text: string): string {
  const match = /^(.+?[.!?])\s+(?=[A-Z"“(])/.exec(text);
  return (match?.[1] ?? text).trim();
}

/**
 * What a study guide takes from a module's lessons, in lesson and section order. The lessons' Markdown is parsed
 * here (remark + GFM, decision 007); nothing of their text is kept in code.
 */
export function extractFromLessons(lessons: TGuideLesson[]): TLessonExtracts {
  const extracts: TLessonExtracts = { tables: [], calculations: [], openingSentences: [] };
  for (const lesson of lessons) {
    const facts: { topic: string; fact: string }[] = [];
    const parts = [
      { title: '', body: lesson.intro },
      ...lesson.sections.map((section) => ({ title: section.title, body: section.body })),
    ];
    for (const part of parts) {
      const blocks = markdownToBlocks(part.body);
      const caption = part.title ? `${lesson.title}: ${part.title}` : lesson.title;
      for (const block of blocks) {
        if (block.kind === 'table') extracts.tables.push({ caption, content: block });
      }
      if (blocks.some((block) => block.kind !== 'table' && workedArithmetic.test(blockText(block)))) {
        extracts.calculations.push({ caption, content: blocks });
      }
      const opening = blocks.find((block) => block.kind === 'paragraph');
      if (part.title && opening) facts.push({ topic: part.title, fact: firstSentence(blockText(opening)) });
    }
    if (facts.length > 0) extracts.openingSentences.push({ lessonTitle: lesson.title, facts });
  }
  return extracts;
}
