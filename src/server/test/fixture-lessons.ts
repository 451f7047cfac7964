import type { TLesson } from '../content/read-content-pack';
import { buildLesson } from './content-factories';

// The fixture lessons whose words tests read (the lesson reader's search and terms, the study guide's worked example
// and table); the rest of the fixture pack's lessons are generic (fixture-pack.ts).

/** The label lessons carry real sentences: the lesson reader's search, terms and introduction tests read them. */
export const labelLessons = [
  buildLesson({
    id: 'fx-label-signal-words',
    topic: 'label-labeling',
    title: 'Signal words and toxicity categories',
    order: 1,
    intro: 'The hazard information on a label follows fixed EPA rules. This lesson reads it.',
    sections: [
      {
        id: 'basics',
        title: 'Signal words',
        body: 'The signal words DANGER, WARNING and CAUTION tell how acutely toxic the product is.',
      },
      {
        id: 'details',
        title: 'The toxicity table',
        body: '| Toxicity category | Signal word |\n| --- | --- |\n| I | **DANGER** |\n| III | CAUTION |\n\nEach toxicity category has one signal word.',
      },
      { id: 'practice', title: 'Reading the panel', body: 'Find the signal word on the front panel of the label.' },
    ],
  }),
  buildLesson({
    id: 'fx-label-front-panel',
    topic: 'label-labeling',
    title: 'The front panel',
    order: 2,
    intro: 'The front panel names the product and its hazards.',
    sections: [
      {
        id: 'basics',
        title: 'What the panel holds',
        body: 'A restricted use pesticide says so at the top of the panel, above the brand name.',
      },
      {
        id: 'details',
        title: 'Hazard statements',
        body: 'Signal words appear on the front panel with the phrase keep out of reach of children.',
      },
      { id: 'practice', title: 'Checking a panel', body: 'Compare two panels and note what each one tells you.' },
    ],
  }),
];

/** One lesson of a topic whose sections say what the study guide tests look for (a worked example, a table). */
export const specialLessons: Record<string, TLesson> = {
  'equipment-calibration': buildLesson({
    id: 'fx-equipment-calibration-a',
    topic: 'equipment-calibration',
    title: 'Calibrating a sprayer',
    order: 1,
    intro: 'Calibration tells you how much spray a sprayer really puts out over an acre.',
    sections: [
      { id: 'basics', title: 'Why calibrate', body: 'Nozzles wear and their output grows: check calibration often.' },
      {
        id: 'details',
        title: 'Working out a rate',
        body: 'Divide the spray volume by the area treated.\n\nExample: 20 gallons over 4 acres is 20 / 4 = 5 gallons per acre',
      },
      { id: 'practice', title: 'A test run', body: 'Time a test run over a measured course and collect the output.' },
    ],
  }),
  'safety-toxicity': buildLesson({
    id: 'fx-safety-toxicity-a',
    topic: 'safety-toxicity',
    title: 'Routes of exposure',
    order: 1,
    intro: 'Pesticides enter the body in four ways.',
    sections: [
      {
        id: 'basics',
        title: 'The routes',
        body: 'Each route needs its own protection.\n\n| Route | Example |\n|---|---|\n| Dermal | Skin contact |\n| Oral | Swallowing spray |',
      },
      { id: 'details', title: 'Which route matters most', body: 'Skin contact causes most exposures.' },
      { id: 'practice', title: 'Spotting a route', body: 'Name the route in each case you read about.' },
    ],
  }),
  ppe: buildLesson({
    id: 'fx-ppe-a',
    topic: 'ppe',
    title: 'Choosing protective equipment',
    order: 1,
    intro: 'The label says which protective equipment a job needs.',
    sections: [
      { id: 'basics', title: 'Gloves', body: 'Wear chemical-resistant gloves when mixing and loading.' },
      { id: 'details', title: 'Respirators', body: 'A respirator must fit the face with a tight seal.' },
      { id: 'practice', title: 'Checking your kit', body: 'Inspect gloves and boots for holes before each job.' },
    ],
  }),
};
