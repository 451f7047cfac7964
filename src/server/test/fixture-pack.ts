import { finalExamBlueprintId } from '../../shared/domain/certificate-texts';
import { coreTopics, type TCategoryStateId } from '../../shared/domain/topics';
import type { TBlueprint, TQuestion } from '../content/content-schema';
import type { TContentPack, TLesson } from '../content/read-content-pack';
import {
  buildBlueprint,
  buildCategory,
  buildContentPack,
  buildFlashcard,
  buildGlossaryEntry,
  buildLabel,
  buildLesson,
  buildQuestion,
  type TCategory,
} from './content-factories';
import { labelLessons, specialLessons } from './fixture-lessons';

// The small content pack the API tests run on (issue 24): every core topic with two lessons, a bank and a deck; per
// state a law module and one category with a lesson and a bank; a national core exam and, per state, a core and a
// category exam; a glossary and one specimen label. Its sizes are the tests' to read (fixture.blueprints.national.
// questionCount, bankOf(topic).length), never the real pack's.

export const fixtureSizes = {
  /** Bank questions per lesson; a core topic has two lessons. */
  questionsPerLesson: 8,
  questionsPerStateModule: 12,
  cardsPerCoreTopic: 12,
} as const;

const sectionIds = ['basics', 'details', 'practice'] as const;
const types: TQuestion['type'][] = [
  'multiple_choice',
  'true_false',
  'multiple_choice',
  'multi_select',
  'scenario',
  'numeric',
  'multiple_choice',
  'short_answer',
];

/** `count` questions of the lesson, spread over its sections and the question types. */
function questionsOf(lesson: TLesson, count: number, jurisdictions: string[]): TQuestion[] {
  return Array.from({ length: count }, (_, i) => {
    const question = buildQuestion(types[i % types.length]!, {
      id: `${lesson.id}-q-${i + 1}`,
      topic: lesson.topic,
      question: `Question ${i + 1} of the lesson "${lesson.title}": what does it teach?`,
      explanation: `Question ${i + 1} of ${lesson.title} is answered in its section ${lesson.sections[i % lesson.sections.length]!.title}.`,
      jurisdictions,
      section: `${lesson.id}#${lesson.sections[i % lesson.sections.length]!.id}`,
    });
    // Numeric keys are stated to two decimals, as real calculation questions are (numeric-precision.ts).
    if (question.type === 'numeric') {
      Object.assign(question, {
        question: `${question.question} Give the gallons per acre to two decimal places.`,
        answer: 12.35,
        tolerance: 0.01,
        compute: '(24.7 / 2)',
      });
    }
    // The key's place moves from question to question, as the pack check asks of a real bank.
    if (question.type === 'multiple_choice' || question.type === 'scenario') {
      const shift = i % question.options.length;
      question.options = [...question.options.slice(shift), ...question.options.slice(0, shift)];
    }
    return question;
  });
}

function genericLesson(id: string, topic: string, title: string, order: number, jurisdictions = ['federal']) {
  return buildLesson({
    id,
    topic,
    title,
    order,
    jurisdictions,
    intro: `This lesson, ${title}, is part of the fixture course.`,
    sections: sectionIds.map((section) => ({
      id: section,
      title: `${title}: ${section}`,
      body: `What ${title} says about its ${section}, in plain sentences for the fixture course.`,
    })),
  });
}

const coreLessons = coreTopics.flatMap((topic) =>
  topic.id === 'label-labeling'
    ? labelLessons
    : [
        specialLessons[topic.id] ?? genericLesson(`fx-${topic.id}-a`, topic.id, `${topic.name} fundamentals`, 1),
        genericLesson(`fx-${topic.id}-b`, topic.id, `${topic.name} in practice`, 2),
      ],
);

interface TStateModule {
  state: TCategoryStateId;
  category: TCategory;
  lesson: TLesson;
}

function stateModule(state: TCategoryStateId, prefix: string, name: string, kind: 'category' | 'law') {
  const slug = `${prefix}-fx-${kind === 'law' ? 'laws' : 'aquatic'}`;
  const category = buildCategory({ id: slug, name, kind, summary: `The fixture ${name} module, for tests.` });
  const stateName = state[0]!.toUpperCase() + state.slice(1);
  const lesson = genericLesson(`${slug}-basics`, slug, `${stateName} ${name}`, 1, [state]);
  return { state, category, lesson } satisfies TStateModule;
}

const stateModules = [
  stateModule('texas', 'tx', 'Fixture Texas Law', 'law'),
  stateModule('texas', 'tx', 'Fixture Texas Aquatic', 'category'),
  stateModule('california', 'ca', 'Fixture California Law', 'law'),
  stateModule('california', 'ca', 'Fixture California Aquatic', 'category'),
  stateModule('florida', 'fl', 'Fixture Florida Law', 'law'),
  stateModule('florida', 'fl', 'Fixture Florida Aquatic', 'category'),
];
const moduleOf = (state: TCategoryStateId, kind: 'category' | 'law') =>
  stateModules.find((m) => m.state === state && m.category.kind === kind)!.category.id;

// Shares that give whole numbers of the exam's 32 questions (4, 3 or 2 per topic): no remainder left to a tie-break.
const coreShares = Object.fromEntries(
  coreTopics.map((topic, i) => [
    topic.id,
    topic.id === 'label-labeling' || topic.id === 'ppe' ? 0.125 : i % 2 === 0 && i < 10 ? 0.09375 : 0.0625,
  ]),
);
const stateBlueprints = (state: TCategoryStateId, name: string) => ({
  core: buildBlueprint({
    id: `fx-${state}-core`,
    name: `${name} fixture core exam`,
    examType: 'Core',
    state,
    questionCount: 20,
    timeLimitMinutes: 40,
    passingPercent: 70,
    topicShares: { [moduleOf(state, 'law')]: 0.5, ppe: 0.25, ipm: 0.25 },
  }),
  category: buildBlueprint({
    id: `fx-${state}-aquatic`,
    name: `${name} fixture aquatic exam`,
    examType: 'Category',
    state,
    questionCount: 10,
    timeLimitMinutes: 20,
    passingPercent: 70,
    topicShares: { [moduleOf(state, 'category')]: 1 },
    practiceNote: `The real ${name} aquatic exam asks more questions.`,
  }),
});

const blueprints = {
  /** The certificate's final exam: its id is the domain's, the rest is the fixture's. */
  national: buildBlueprint({
    id: finalExamBlueprintId,
    name: 'National core practice exam',
    examType: 'Core',
    state: null,
    questionCount: 32,
    timeLimitMinutes: 45,
    passingPercent: 70,
    topicShares: coreShares,
  }),
  texas: stateBlueprints('texas', 'Texas'),
  california: stateBlueprints('california', 'California'),
  florida: stateBlueprints('florida', 'Florida'),
} satisfies Record<string, TBlueprint | Record<string, TBlueprint>>;

const glossary = [
  buildGlossaryEntry({
    id: 'fx-rup',
    term: 'Restricted use pesticide (RUP)',
    definition: 'A pesticide only certified applicators may buy and use.',
  }),
  buildGlossaryEntry({ id: 'fx-drift', term: 'Drift', definition: 'Spray that moves off the target site.' }),
  buildGlossaryEntry({ id: 'fx-ld50', term: 'LD50', definition: 'The dose that kills half of the test animals.' }),
  buildGlossaryEntry({ id: 'fx-adjuvant', term: 'Adjuvant', definition: 'A product added to improve a spray.' }),
  buildGlossaryEntry({ id: 'fx-nozzle', term: 'Nozzle', definition: 'The part that breaks spray into droplets.' }),
  buildGlossaryEntry({ id: 'fx-rei', term: 'Restricted-entry interval', definition: 'The time workers stay out.' }),
  buildGlossaryEntry({ id: 'fx-phi', term: 'Preharvest interval', definition: 'The time between spray and harvest.' }),
  buildGlossaryEntry({
    id: 'fx-threshold',
    term: 'Action threshold',
    definition: 'The pest level that calls for action.',
  }),
  buildGlossaryEntry({ id: 'fx-sds', term: 'Safety data sheet', definition: 'The sheet on a product’s hazards.' }),
  buildGlossaryEntry({ id: 'fx-calibration', term: 'Calibration', definition: 'Measuring what a sprayer puts out.' }),
  buildGlossaryEntry({
    id: 'fx-respirator',
    term: 'Respirator',
    definition: 'A mask that filters the air you breathe.',
  }),
];

const lessons = [...coreLessons, ...stateModules.map((m) => m.lesson)];
const questions = [
  ...coreLessons.flatMap((lesson) => questionsOf(lesson, fixtureSizes.questionsPerLesson, ['federal'])),
  ...stateModules.flatMap((m) => questionsOf(m.lesson, fixtureSizes.questionsPerStateModule, [m.state])),
];
const flashcards = coreTopics.flatMap((topic) => {
  const lesson = coreLessons.find((l) => l.topic === topic.id)!;
  return Array.from({ length: fixtureSizes.cardsPerCoreTopic }, (_, i) =>
    buildFlashcard({
      id: `fx-${topic.id}-card-${i + 1}`,
      topic: topic.id,
      front: `${topic.name}: card ${i + 1} of the deck`,
      back: `What card ${i + 1} of ${topic.name} teaches, briefly.`,
      // The last card of a deck names no section, as some real cards do not.
      section: i < fixtureSizes.cardsPerCoreTopic - 1 ? `${lesson.id}#${sectionIds[i % 3]}` : undefined,
    }),
  );
});
const labels = [
  buildLabel({ id: 'label-fx-specimen', productName: 'Fixturex 4SL' }),
  buildLabel({ id: 'label-fx-second', productName: 'Testamine 2EC', signalWord: 'WARNING' }),
];
for (const label of labels) {
  label.questions = label.questions.map((q) => ({ ...q, section: 'fx-label-signal-words#basics' }));
}

const pack: TContentPack = buildContentPack({
  lessons,
  questions,
  flashcards,
  glossary,
  categories: (['texas', 'california', 'florida'] as const).map((state) => ({
    state,
    facts: [{ id: `fx-${state}-fact`, text: `A fixture fact about ${state}, for tests.`, source: 'Fixture source' }],
    categories: stateModules.filter((m) => m.state === state).map((m) => m.category),
  })),
  blueprints: [
    blueprints.national,
    ...(['texas', 'california', 'florida'] as const).flatMap((s) => [blueprints[s].core, blueprints[s].category]),
  ],
  labels,
});

/** The fixture pack with named handles on what the tests use. */
export const fixture = {
  pack,
  blueprints,
  /** The label-labeling lessons, with real sentences. */
  lessons: { signalWords: labelLessons[0]!, frontPanel: labelLessons[1]!, core: coreLessons },
  /** Per state: its law module's and its category's tag slug and lesson. */
  states: {
    texas: { law: stateModules[0]!, category: stateModules[1]! },
    california: { law: stateModules[2]!, category: stateModules[3]! },
    florida: { law: stateModules[4]!, category: stateModules[5]! },
  },
  /** The bank questions of a topic or category tag. */
  bankOf: (topic: string) => pack.questions.filter((q) => q.topic === topic),
  lessonsOf: (topic: string) => pack.lessons.filter((l) => l.topic === topic),
};
