import {
  analyticsActiveDaysPart,
  analyticsEventsPart,
  analyticsReviewBurstsPart,
} from '../analytics/analytics.user-data';
import { assetsPart } from '../assets/assets.user-data';
import { accountPart, knownDevicesPart, passwordResetsPart, sessionsPart } from '../auth/auth.user-data';
import { avatarPart } from '../avatars/avatars.user-data';
import { checkoutsPart, purchasesPart } from '../billing/billing.user-data';
import { certificatesPart } from '../certificates/certificates.user-data';
import { contactPart } from '../contact/contact.user-data';
import { problemReportsPart } from '../content-admin/content-admin.user-data';
import { lessonProgressPart } from '../course/course.user-data';
import { flashcardReviewsPart, flashcardsPart } from '../flashcards/flashcards.user-data';
import { knowledgeDocumentsPart } from '../knowledge-base/knowledge-base.user-data';
import { mailPart } from '../mail/mail.user-data';
import { quizAttemptsPart } from '../quizzes/quizzes.user-data';
import { reminderDeliveriesPart, reminderPreferencesPart } from '../reminders/reminders.user-data';
import { tutorConversationsPart } from '../tutor/tutor.user-data';
import { emailChangePart } from './email-change.user-data';
import type { TUserDataPart } from './user-data-part';

/** Every feature's part of a user's data; a new feature that keeps user data adds its part here. */
export const userDataParts: TUserDataPart[] = [
  accountPart,
  avatarPart,
  sessionsPart,
  knownDevicesPart,
  passwordResetsPart,
  emailChangePart,
  contactPart,
  mailPart,
  purchasesPart,
  checkoutsPart,
  flashcardsPart,
  flashcardReviewsPart,
  quizAttemptsPart,
  lessonProgressPart,
  certificatesPart,
  tutorConversationsPart,
  knowledgeDocumentsPart,
  assetsPart,
  reminderPreferencesPart,
  reminderDeliveriesPart,
  problemReportsPart,
  analyticsEventsPart,
  analyticsActiveDaysPart,
  analyticsReviewBurstsPart,
];
