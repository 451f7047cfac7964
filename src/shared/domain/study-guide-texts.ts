// Texts of the study guides (issue 12): the link on /course, the API's messages and the printed document's labels.

export const studyGuideMessages = {
  moduleRequired: 'Choose a module for the study guide.',
  notFound: 'Study guide not found.',
  downloadFailed: 'Could not download the study guide. Please try again.',
} as const;

const guideLink = 'Study guide (PDF)';
const forModule = (title: string) => `for ${title}`;
export const studyGuideLinkTexts = {
  link: guideLink,
  /** Read after the visible text, so a screen reader's list of links says which module each guide is for. */
  forModule,
  accessibleName: (title: string) => `${guideLink} ${forModule(title)}`,
} as const;

/** The file name a downloaded guide gets; module ids are lowercase words joined by dashes. */
export const studyGuideFileName = (moduleId: string) => `study-guide-${moduleId}.pdf`;

export const studyGuideDocumentTexts = {
  documentKind: 'Study guide',
  coreModule: 'Core module',
  categoryModule: 'State category module',
  contents: 'In this guide',
  lessons: 'Lessons in this module',
  keyFacts: 'Key facts',
  keyFactsFromCards: 'The module’s flashcards, grouped by lesson: learn each topic with its fact.',
  keyFactsFromSections: 'One fact per lesson section: the point each section opens with.',
  keyFactTopic: 'Topic',
  keyFactFact: 'Key fact',
  tables: 'Tables',
  calculations: 'Worked calculations',
  lessonCalculations: 'Formulas and examples from the lessons',
  practiceProblems: 'Practice problems with worked answers',
  answer: 'Answer',
  workedAnswer: 'Worked answer',
  glossary: 'Glossary',
  glossaryIntro: 'Terms used in this module’s lessons, in alphabetical order.',
  packVersion: (version: string, loaded: string) => `Content pack version ${version}, loaded ${loaded}`,
  footer: (brand: string, module: string) => `${brand} · ${module}`,
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  disclaimer:
    'A printed summary of the Prep Course lessons. Always follow the pesticide label and your state lead agency’s rules; this guide is not a license or a substitute for them.',
} as const;
