import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  type TBlueprint,
  type TFlashcardItem,
  type TQuestion,
  ZBlueprint,
  ZCategoryState,
  ZFlashcard,
  ZGlossaryEntry,
  ZLessonFrontMatter,
  ZQuestion,
} from '../content/content-schema';
import {
  requiredLabelSections,
  spanishSignalWords,
  type TSpecimenLabel,
  wpsLabelStatements,
  ZSpecimenLabel,
} from '../content/label-schema';
import type { TContentPack, TLesson, TLessonSection } from '../content/read-content-pack';

// Content items for tests, like factories.ts does for users: each is valid by the pack's own zod schemas (a factory
// that builds an invalid item throws at once), has a unique id unless one is given, and takes overrides for any field.
// Tests name these ids, never the real pack's, so a content commit cannot break a code test.

let sequence = 0;
/** A fresh id such as `fx-question-12`: unique in the process, in the pack's id format. */
export const uniqueId = (kind: string) => `fx-${kind}-${++sequence}`;

/** The question type whose `type` can be K (multiple_choice and scenario share one schema). */
type TQuestionOf<K extends TQuestion['type'], Q = TQuestion> = Q extends { type: infer T }
  ? K extends T
    ? Omit<Q, 'type'> & { type: K }
    : never
  : never;
type TQuestionOverrides<K extends TQuestion['type']> = Partial<Omit<TQuestionOf<K>, 'type'>>;

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`factory built an invalid item: ${z.prettifyError(result.error)}`);
  return result.data;
}

function questionBase(id: string, overrides: { topic?: string }) {
  const topic = overrides.topic ?? 'ppe';
  return {
    id,
    topic,
    question: `Fixture question ${id} about ${topic}?`,
    explanation: `The fixture explanation of ${id}: the lesson section says so.`,
    difficulty: 'medium' as const,
    jurisdictions: ['federal'],
    section: `fx-lesson-of-${topic}#basics`,
  };
}

/** A bank question of the given type; options, key and type details have sensible defaults. */
export function buildQuestion<K extends TQuestion['type']>(
  type: K,
  overrides: TQuestionOverrides<K> = {},
): TQuestionOf<K> {
  const id = overrides.id ?? uniqueId('question');
  const base = questionBase(id, overrides);
  const byType: Record<TQuestion['type'], Record<string, unknown>> = {
    multiple_choice: {
      options: [`The right answer to ${id}`, `A wrong answer to ${id}`, `Another wrong one`, `Not this either`],
      answer: `The right answer to ${id}`,
    },
    scenario: {
      options: [`The right answer to ${id}`, `A wrong answer to ${id}`, `Another wrong one`],
      answer: `The right answer to ${id}`,
    },
    true_false: { options: ['True', 'False'], answer: 'True' },
    multi_select: {
      options: [`Right A ${id}`, `Right B ${id}`, `Wrong A ${id}`, `Wrong B ${id}`],
      answer: [`Right A ${id}`, `Right B ${id}`],
    },
    numeric: { answer: 12.5, tolerance: 0.1, unit: 'gallons', compute: '(50 / 4)' },
    short_answer: { answer: `key${sequence}`, alternatives: [] },
  };
  return parsed(ZQuestion, { ...base, ...byType[type], ...overrides, type }) as TQuestionOf<K>;
}

export function buildFlashcard(overrides: Partial<TFlashcardItem> = {}): TFlashcardItem {
  const id = overrides.id ?? uniqueId('card');
  const topic = overrides.topic ?? 'ppe';
  return parsed(ZFlashcard, {
    id,
    topic,
    front: `Front of ${id}`,
    back: `The back of fixture card ${id}.`,
    tags: [],
    section: `fx-lesson-of-${topic}#basics`,
    ...overrides,
  });
}

/** A lesson as readContentPack() gives it: front matter, an introduction and "## Title {#id}" sections. */
export function buildLesson(
  overrides: Partial<Omit<TLesson, 'words' | 'file'>> & { sections?: TLessonSection[] } = {},
): TLesson {
  const id = overrides.id ?? uniqueId('lesson');
  const { intro = `An introduction to ${id}.`, sections, ...front } = overrides;
  const frontMatter = parsed(ZLessonFrontMatter, { id, topic: 'ppe', title: `Lesson ${id}`, order: 1, ...front });
  const body = sections ?? [
    { id: 'basics', title: 'The basics', body: `The basics of ${id}, in a few plain sentences.` },
    { id: 'details', title: 'The details', body: `The details of ${id}, in a few more sentences.` },
  ];
  for (const section of body) {
    if (!/^[a-z0-9-]+$/.test(section.id)) throw new Error(`factory built an invalid section id: ${section.id}`);
  }
  const markdown = [intro, ...body.map((s) => `## ${s.title} {#${s.id}}\n${s.body}`)].join('\n');
  const words = markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return { ...frontMatter, intro, sections: body, words, file: `fixture/${id}.md` };
}

/** A blueprint whose figures all carry a platform default; questionCount and shares are the test's to choose. */
export function buildBlueprint(overrides: Partial<TBlueprint> = {}): TBlueprint {
  const id = overrides.id ?? uniqueId('blueprint');
  const figure = { platformDefault: 'A fixture figure: tests choose it to suit what they check.' };
  return parsed(ZBlueprint, {
    id,
    name: `Blueprint ${id}`,
    examType: 'Core',
    state: null,
    questionCount: 10,
    timeLimitMinutes: 20,
    passingPercent: 70,
    topicShares: { ppe: 1 },
    figures: { questionCount: figure, timeLimitMinutes: figure, passingPercent: figure, topicShares: figure },
    ...overrides,
  });
}

export function buildGlossaryEntry(overrides: Partial<z.input<typeof ZGlossaryEntry>> = {}) {
  const id = overrides.id ?? uniqueId('term');
  return parsed(ZGlossaryEntry, { id, term: `Term ${id}`, definition: `The definition of ${id}.`, ...overrides });
}

export type TCategory = z.infer<typeof ZCategoryState>['categories'][number];
export function buildCategory(overrides: Partial<TCategory> = {}): TCategory {
  const id = overrides.id ?? uniqueId('category');
  return {
    ...parsed(ZCategoryState, {
      state: 'texas',
      facts: [{ id: 'fx-fact', text: 'A fixture fact about the state, long enough.', source: 'Fixture source' }],
      categories: [{ id, name: `Category ${id}`, color: '#336699', summary: `The fixture category ${id}, for tests.` }],
    }).categories[0]!,
    ...overrides,
  };
}

/** A specimen label with every required section and `questionCount` label-reading questions of mixed types. */
/** The Spanish signal word and statement 156.206(e) asks of a DANGER or WARNING label (CAUTION needs none). */
const spanishWarningFor = (signalWord: TSpecimenLabel['signalWord']) => {
  const spanish = spanishSignalWords[signalWord];
  return spanish ? { spanishWarning: `${spanish}. ${wpsLabelStatements.spanishExplanation}` } : {};
};

export function buildLabel(overrides: Partial<TSpecimenLabel> = {}, questionCount = 5): TSpecimenLabel {
  const id = overrides.id ?? `label-${uniqueId('specimen')}`;
  const types = ['multiple_choice', 'numeric', 'multi_select', 'short_answer', 'true_false'] as const;
  const questions = Array.from({ length: questionCount }, (_, i) =>
    buildQuestion(types[i % types.length]!, {
      topic: 'label-labeling',
      section: 'fx-label-reading#signal-words',
    }),
  );
  return parsed(ZSpecimenLabel, {
    id,
    specimenNotice: 'SPECIMEN LABEL FOR TESTS. A fictitious product.',
    productName: `Product ${id}`,
    productType: 'Herbicide',
    restrictedUse: null,
    activeIngredients: [{ name: 'Fixturamine (fictitious)', percent: 40 }],
    otherIngredientsPercent: 60,
    guarantee: 'Contains 4 pounds per gallon.',
    signalWord: 'CAUTION',
    keepOutOfReach: 'KEEP OUT OF REACH OF CHILDREN',
    epaRegistrationNumber: '00000-00 (specimen)',
    epaEstablishmentNumber: '00000-XX-000 (specimen)',
    netContents: '1 gallon',
    manufacturer: 'Fixture Chemical Co., Testville',
    sections: requiredLabelSections.map((section) => ({
      id: section,
      heading: section.replaceAll('-', ' '),
      boxed: section === 'agricultural-use-requirements',
      paragraphs: [
        `What the ${section.replaceAll('-', ' ')} part of ${id} says.`,
        // A label in the WPS's scope carries 40 CFR 156.206(a) in that box (the pack check requires it).
        ...(section === 'agricultural-use-requirements' ? [wpsLabelStatements.applicationRestriction] : []),
      ],
    })),
    questions,
    ...spanishWarningFor(overrides.signalWord ?? 'CAUTION'),
    ...overrides,
  });
}

/** A pack from its parts; the version is a hash of them, as readContentPack() makes one of the files. */
export function buildContentPack(parts: Partial<Omit<TContentPack, 'version'>> = {}): TContentPack {
  const pack: Omit<TContentPack, 'version'> = {
    lessons: [],
    questions: [],
    flashcards: [],
    glossary: [],
    categories: [],
    blueprints: [],
    labels: [],
    ...parts,
  };
  const version = createHash('sha256').update(JSON.stringify(pack)).digest('hex').slice(0, 16);
  return { ...pack, version };
}
