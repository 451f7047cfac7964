import * as adminFlashcards from './admin-flashcards';
import * as adminOperations from './admin-operations';
import * as adminUsers from './admin-users';
import * as ai from './ai';
import * as analytics from './analytics';
import * as assets from './assets';
import * as auth from './auth';
import * as billing from './billing';
import * as certificates from './certificates';
import * as contact from './contact';
import * as contentAdmin from './content-admin';
import * as course from './course';
import * as dashboard from './dashboard';
import * as discountCodes from './discount-codes';
import type { TEndpoint } from './endpoint';
import * as flashcards from './flashcards';
import * as glossary from './glossary';
import * as homepage from './homepage';
import * as knowledgeBase from './knowledge-base';
import * as labels from './labels';
import * as outbox from './outbox';
import * as platform from './platform';
import * as quizzes from './quizzes';
import * as reminders from './reminders';
import * as settings from './settings';
import * as studyGuides from './study-guides';
import * as tags from './tags';
import * as tutor from './tutor';

const isEndpoint = (value: unknown): value is TEndpoint =>
  typeof value === 'object' && value !== null && 'path' in value && 'access' in value && 'method' in value;

/** Every declared endpoint; the access test walks this list against the server's registered routes. */
export const allEndpoints: TEndpoint[] = [
  adminFlashcards,
  adminOperations,
  adminUsers,
  ai,
  analytics,
  assets,
  auth,
  billing,
  certificates,
  contact,
  contentAdmin,
  course,
  dashboard,
  discountCodes,
  flashcards,
  glossary,
  homepage,
  knowledgeBase,
  labels,
  outbox,
  platform,
  quizzes,
  reminders,
  settings,
  studyGuides,
  tags,
  tutor,
].flatMap((module) => Object.values(module).filter(isEndpoint));
