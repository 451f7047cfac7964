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

/** States whose category exams the platform prepares for (spec 3: "Category states offered: Texas, California"). */
export const categoryStates = [
  { id: 'texas', name: 'Texas' },
  { id: 'california', name: 'California' },
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
  flashcardsPerCoreTopic: 25,
  glossaryTerms: 200,
  maxShareOfOnePosition: 0.35,
} as const;
