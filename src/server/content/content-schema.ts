import { z } from 'zod';
import { jurisdictions } from '../../shared/domain/jurisdictions';
import { categoryStates, coreTopicIds, difficulties } from '../../shared/domain/topics';

// The content pack's file formats (content/README.md explains them to authors). Every file is validated on load.

const ZId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase words joined by dashes');
const ZJurisdiction = z.enum(jurisdictions.map((j) => j.value) as [string, ...string[]]);
/** lessonId#sectionId: the lesson section a question or card teaches. */
const ZSectionRef = z.string().regex(/^[a-z0-9-]+#[a-z0-9-]+$/, 'section refs look like lesson-id#section-id');

export const ZLessonFrontMatter = z.strictObject({
  id: ZId,
  /** A core topic id, or a category tag id for state material. */
  topic: ZId,
  title: z.string().min(3),
  order: z.number().int().min(1),
  jurisdictions: z.array(ZJurisdiction).min(1).default(['federal']),
});

const questionBase = {
  id: ZId,
  question: z.string().min(10),
  explanation: z.string().min(20),
  difficulty: z.enum(difficulties),
  /** A core topic id, or a category tag id (for state category questions). */
  topic: ZId,
  jurisdictions: z.array(ZJurisdiction).min(1),
  section: ZSectionRef,
  /**
   * True when the question tests a fact of the state's own law or programme (a state rule, agency, licence or
   * deadline), not general pesticide knowledge that any state's exam could ask. Only on state material: the pack
   * check refuses it on a core topic or on a question not tagged with the state's jurisdiction.
   */
  stateSpecific: z.boolean().optional(),
};

export const ZQuestion = z.discriminatedUnion('type', [
  z.strictObject({
    ...questionBase,
    type: z.enum(['multiple_choice', 'scenario']),
    options: z.array(z.string().min(1)).min(3).max(5),
    answer: z.string(),
  }),
  z.strictObject({
    ...questionBase,
    type: z.literal('true_false'),
    options: z.tuple([z.literal('True'), z.literal('False')]),
    answer: z.enum(['True', 'False']),
  }),
  z.strictObject({
    ...questionBase,
    type: z.literal('multi_select'),
    options: z.array(z.string().min(1)).min(4).max(6),
    answer: z.array(z.string()).min(2),
  }),
  z.strictObject({
    ...questionBase,
    type: z.literal('numeric'),
    answer: z.number(),
    tolerance: z.number().min(0),
    unit: z.string().min(1),
    /** The arithmetic of the worked answer, e.g. "(20 / 4) * 1.5"; a test recomputes it. */
    compute: z.string().regex(/^[\d\s.+\-*/()]+$/, 'compute holds only numbers, + - * / and parentheses'),
  }),
  z.strictObject({
    ...questionBase,
    type: z.literal('short_answer'),
    /** Accepted answers; matching trims and ignores case. */
    answer: z.string().min(1),
    alternatives: z.array(z.string().min(1)).default([]),
  }),
]);
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZFlashcard = z.strictObject({
  id: ZId,
  front: z.string().min(2),
  back: z.string().min(10),
  topic: ZId,
  tags: z.array(z.string().min(1)).default([]),
  section: ZSectionRef.optional(),
});
export type TFlashcardItem = z.infer<typeof ZFlashcard>;

export const ZGlossaryEntry = z.strictObject({
  id: ZId,
  term: z.string().min(2),
  definition: z.string().min(10),
});

export const ZCategoryState = z.strictObject({
  state: z.enum(categoryStates.map((s) => s.id) as [string, ...string[]]),
  /** The facts a candidate needs, each with its public source. */
  facts: z.array(z.strictObject({ id: ZId, text: z.string().min(20), source: z.string().min(5) })).min(1),
  categories: z
    .array(
      z.strictObject({
        id: ZId,
        name: z.string().min(2).max(50),
        color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
        summary: z.string().min(20),
        /** 'law' marks the state's law and rules module (its own targets); every other tag is a certification category. */
        kind: z.enum(['category', 'law']).default('category'),
      }),
    )
    .min(1),
});

/**
 * Where one blueprint figure comes from: a public source (a rule, an agency or extension page), or, where the agency
 * publishes none, an explicit platform default that says so and why the value is sensible. Never neither.
 */
export const ZBlueprintFigureSource = z.union([
  z.strictObject({ source: z.string().min(10, 'a source names the rule or page the figure comes from') }),
  z.strictObject({
    platformDefault: z.string().min(20, 'a platform default says what the agency publishes and why this value'),
  }),
]);
export type TBlueprintFigureSource = z.infer<typeof ZBlueprintFigureSource>;

/** The figures of a blueprint that must each carry their source. */
export const blueprintFigures = ['questionCount', 'timeLimitMinutes', 'passingPercent', 'topicShares'] as const;

export const ZBlueprint = z.strictObject({
  id: ZId,
  name: z.string().min(3),
  /** Core: a core or state law exam (General Standards and the like); Category: one certification category. */
  examType: z.enum(['Core', 'Category']),
  state: z.enum(categoryStates.map((s) => s.id) as [string, ...string[]]).nullable(),
  questionCount: z.number().int().min(5),
  timeLimitMinutes: z.number().int().min(5),
  passingPercent: z.number().int().min(1).max(100),
  /** Topic or category-tag ids with their share of the questions; shares add up to 1. */
  topicShares: z.record(ZId, z.number().positive()),
  /** The source of every figure above (schema-enforced: a blueprint without one does not load). */
  figures: z.strictObject(
    Object.fromEntries(blueprintFigures.map((figure) => [figure, ZBlueprintFigureSource])) as Record<
      (typeof blueprintFigures)[number],
      typeof ZBlueprintFigureSource
    >,
  ),
  /**
   * What the real exam is, when the practice exam differs from it (most often: shorter, because the bank holds fewer
   * questions than the real exam asks). Shown to the learner beside the exam.
   */
  practiceNote: z.string().min(10).optional(),
});
export type TBlueprint = z.infer<typeof ZBlueprint>;

export const coreTopicIdSet = new Set<string>(coreTopicIds);
