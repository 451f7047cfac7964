// The twelve core topics (learner-area.md section 3), with stable ids the content pack and learner data use.
export const coreTopics = [
  { id: 'label-labeling', name: 'Label & Labeling' },
  { id: 'laws-regulations', name: 'Pesticide Laws & Regulations' },
  { id: 'safety-toxicity', name: 'Pesticide Safety / Toxicity' },
  { id: 'ppe', name: 'Personal Protective Equipment (PPE)' },
  { id: 'handling-mixing-storage', name: 'Handling, Mixing, & Storage' },
  { id: 'formulations', name: 'Pesticide Formulations' },
  { id: 'equipment-calibration', name: 'Application Equipment & Calibration' },
  { id: 'environmental-protection', name: 'Environmental Protection' },
  { id: 'pest-identification', name: 'Pest Identification & Biology' },
  { id: 'ipm', name: 'Integrated Pest Management (IPM)' },
  { id: 'emergency-response', name: 'Emergency & Incident Response' },
  { id: 'recordkeeping-certification', name: 'Recordkeeping & Certification Responsibilities' },
] as const;
export type TCoreTopicId = (typeof coreTopics)[number]['id'];
export const coreTopicIds = coreTopics.map((topic) => topic.id) as [TCoreTopicId, ...TCoreTopicId[]];

/**
 * States whose category exams the platform prepares for (spec 3: "Category states offered: Texas, California"; issue 17
 * adds Florida, which registration already offers). The order is the order of their modules in the course.
 */
export const categoryStates = [
  { id: 'texas', name: 'Texas' },
  { id: 'california', name: 'California' },
  { id: 'florida', name: 'Florida' },
] as const;
export type TCategoryStateId = (typeof categoryStates)[number]['id'];

export const questionTypes = [
  'multiple_choice',
  'true_false',
  'multi_select',
  'numeric',
  'scenario',
  'short_answer',
] as const;
export type TQuestionType = (typeof questionTypes)[number];
export const difficulties = ['easy', 'medium', 'hard'] as const;

/** Minimums the content pack must reach (issue 5). */
export const contentTargets = {
  lessonWordsPerCoreTopic: 1200,
  questionsPerCoreTopic: 40,
  questionsPerCategoryTag: 15,
  /** A state's law and rules module (issue 17). */
  questionsPerLawModule: 45,
  flashcardsPerLawModule: 20,
  /** Share of a state's questions (category and law modules together) that must test a state-specific fact. */
  minStateSpecificShare: 0.5,
  flashcardsPerCoreTopic: 25,
  glossaryTerms: 200,
  maxShareOfOnePosition: 0.35,
} as const;

export const coreTopicNames = coreTopics.map((topic) => topic.name) as [string, ...string[]];
export const categoryStateIds = categoryStates.map((state) => state.id) as [TCategoryStateId, ...TCategoryStateId[]];
export const categoryStateNames = categoryStates.map((state) => state.name) as [string, ...string[]];

/**
 * A core topic's id from its id or its name as the spec writes it ("Label & Labeling"): spec 3's generation bodies
 * name topics, the content pack and learner data use ids. Undefined for anything else.
 */
export const coreTopicIdOf = (idOrName: string): TCoreTopicId | undefined =>
  coreTopics.find((topic) => topic.id === idOrName || topic.name === idOrName)?.id;

/** A category state's id from its id or its name ("Texas"); undefined for a state not offered. */
export const categoryStateIdOf = (idOrName: string): TCategoryStateId | undefined =>
  categoryStates.find((state) => state.id === idOrName || state.name === idOrName)?.id;
