import { buildBlueprint, buildContentPack, buildLesson, buildQuestion } from '../../test/content-factories';
import { fixture } from '../../test/fixture-pack';

// The fixture pack plus one small exam whose questions are taught by lesson sections with a distinctive fact, for the
// tests of the tutor during a running exam (issue L10). Everything else in the index is the fixture pack's.

const lessonId = 'fx-greenhouse-fumigation';
const topic = 'fx-greenhouse';

/** The key's distinctive fact: it stands in the clearance section, in the key and in the explanations. */
export const clearanceFact = '0.3 parts per million';

const lesson = buildLesson({
  id: lessonId,
  topic,
  title: 'Fumigating a greenhouse',
  order: 1,
  intro: 'A greenhouse is fumigated as one sealed space.',
  sections: [
    {
      id: 'clearance',
      title: 'Clearing the house after fumigation',
      body:
        'Before anyone goes back into a fumigated greenhouse, test the air with a detector tube. ' +
        `Workers may re-enter only when the tube reads below ${clearanceFact} of the fumigant. ` +
        'Open the vents and run the fans to bring the level down.',
    },
    {
      id: 'sealing',
      title: 'Sealing the house',
      body:
        'Seal every vent, door and crack of the greenhouse with tape and plastic sheeting before releasing the ' +
        'fumigant. Post fumigation warning placards at each entrance.',
    },
  ],
});

const clearanceQuestion = buildQuestion('multiple_choice', {
  id: 'fx-greenhouse-q-clearance',
  topic,
  question: 'A greenhouse was fumigated yesterday. What must a detector tube read before workers may re-enter it?',
  options: [
    `Below ${clearanceFact} of the fumigant`,
    'Below 30 parts per million of the fumigant',
    'Any reading once the fans have run for an hour',
    'Zero on the greenhouse thermometer',
  ],
  answer: `Below ${clearanceFact} of the fumigant`,
  explanation: `Re-entry waits until a detector tube shows the fumigant below ${clearanceFact}.`,
  section: `${lessonId}#clearance`,
});

const sealingQuestion = buildQuestion('true_false', {
  id: 'fx-greenhouse-q-placards',
  topic,
  question: 'Warning placards must be posted at each entrance of a greenhouse under fumigation.',
  answer: 'True',
  explanation: 'Each entrance of a greenhouse under fumigation carries a warning placard.',
  section: `${lessonId}#sealing`,
});

/** Another bank question taught by the clearance section, in no exam: its explanation states the fact too. */
const siblingQuestion = buildQuestion('short_answer', {
  id: 'fx-greenhouse-q-tube',
  topic: 'fx-greenhouse-extra',
  question: 'What instrument tells whether a fumigated greenhouse is clear?',
  answer: 'A detector tube',
  alternatives: [],
  explanation: `A detector tube: workers go back in once it reads below ${clearanceFact}.`,
  section: `${lessonId}#clearance`,
});

/** Its bank holds two questions, so the exam asks both whatever the draw (a start takes fewer than asked for). */
export const greenhouseExam = buildBlueprint({
  id: 'fx-greenhouse-exam',
  name: 'Greenhouse fumigation fixture exam',
  questionCount: 5,
  timeLimitMinutes: 20,
  topicShares: { [topic]: 1 },
});

export const examSections = {
  clearance: `/course/lessons/${lessonId}#clearance`,
  sealing: `/course/lessons/${lessonId}#sealing`,
  clearanceTitle: 'Clearing the house after fumigation',
} as const;

const { version: _version, ...parts } = fixture.pack;
export const examSectionsPack = buildContentPack({
  ...parts,
  lessons: [...parts.lessons, lesson],
  questions: [...parts.questions, clearanceQuestion, sealingQuestion, siblingQuestion],
  blueprints: [...parts.blueprints, greenhouseExam],
});
