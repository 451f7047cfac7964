// Texts of the /settings screen (learner-area.md sections 2, 4, 8; admin-area.md "Admin Settings" and section 8).
import { maxAvatarBytes, maxAvatarSide } from './avatars';

export const settingsTabTexts = {
  mySettings: 'My Settings',
  adminSettings: 'Admin Settings',
  profile: 'Profile',
  notifications: 'Notifications',
  privacy: 'Privacy & Account',
  billing: 'Billing',
  brand: 'Brand',
  content: 'Content',
  userManagement: 'User Management',
  system: 'System',
} as const;

export const profileFormTexts = {
  title: 'Profile',
  description: 'Update your name, e-mail address, picture and the exams you prepare for.',
  displayName: 'Display Name',
  email: 'Email',
  states: 'State / Jurisdiction',
  statesHelp: 'Choose the exams you are preparing for.',
  save: 'Save Changes',
  saving: 'Saving...',
  currentPassword: 'Current Password',
  currentPasswordHelp: 'Needed to change your e-mail address. We send a link to the new address to confirm it.',
  timezone: 'Time Zone',
  timezoneHelp: 'Your study day starts at 4 AM in this zone: due cards, your forecast and reminders follow it.',
} as const;

const maxAvatarMegabytes = maxAvatarBytes / (1024 * 1024);

/** The profile picture: uploaded here, never linked from another site (issue 25, L22). */
export const avatarTexts = {
  picture: 'Picture',
  current: 'Your current picture',
  none: 'No picture: the default icon is shown.',
  upload: 'Upload picture',
  help: `PNG, JPEG, WebP or GIF, at most ${maxAvatarMegabytes} MB and ${maxAvatarSide} x ${maxAvatarSide} pixels.`,
  uploading: 'Uploading picture...',
  uploaded: 'Picture updated.',
  uploadFailed: 'Failed to upload the picture',
  remove: 'Remove picture',
  removing: 'Removing picture...',
  removed: 'Picture removed.',
  /** An admin's Edit User dialog once Remove picture is pressed: nothing changes until Save. */
  removedOnSave: 'The picture is removed when you save.',
  outsideUrl: 'Upload a picture instead: pictures from other sites are not shown.',
  notCurrent: 'Upload a picture instead: only the picture uploaded to this account can be kept.',
  notAnImage: 'This file is not a PNG, JPEG, WebP or GIF picture.',
  tooLarge: `The picture is larger than ${maxAvatarMegabytes} MB. Choose a smaller one.`,
  unreadable: 'The size of this picture could not be read. Save it again as PNG or JPEG and retry.',
  tooManyPixels: (width: number, height: number) =>
    `This picture is ${width} x ${height} pixels; the most is ${maxAvatarSide} x ${maxAvatarSide}. Choose a smaller one.`,
} as const;

/** The "what your states cover" list under the profile's state choices (issue 17). */
export const stateCoverageTexts = {
  heading: 'What your course covers',
  modules: (count: number) => (count === 1 ? '1 module' : `${count} modules`),
  lessons: (count: number) => (count === 1 ? '1 lesson' : `${count} lessons`),
  exam: (name: string, questions: number, minutes: number, passing: number) =>
    `${name}: ${questions} questions, ${minutes} minutes, pass at ${passing}%`,
  noExams: 'No timed practice exam for this state yet; its modules come with quizzes and flashcards.',
} as const;

export const passwordFormTexts = {
  title: 'Change Password',
  description: 'Enter your current password and a new one. You stay signed in here; other devices are signed out.',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  submit: 'Change Password',
  submitting: 'Changing...',
} as const;

/** The page the link in the confirmation mail opens. */
export const confirmEmailTexts = {
  title: 'Confirm E-mail',
  heading: 'Confirm Your New E-mail',
  description: 'Confirm that this is the new e-mail address of your account.',
  submit: 'Confirm E-mail Address',
  submitting: 'Confirming...',
  toSettings: 'Go to Settings',
} as const;

// The Notifications tab's texts are in reminder-texts.ts (issue 16).

export const privacyTexts = {
  exportTitle: 'Export Personal Data',
  exportDescription: 'Download a copy of everything we store about you as a JSON file.',
  exportButton: 'Export Data',
  deleteTitle: 'Delete Account',
  deleteDescription: 'Permanently delete your account and all of its data. This cannot be undone.',
  deleteButton: 'Delete Account',
  confirmTitle: 'Delete your account?',
  confirmDescription: 'This permanently deletes your account, your progress and your purchase record.',
  confirmLabel: (word: string) => `Type ${word} to confirm`,
  cancel: 'Cancel',
  confirmButton: 'Delete Permanently',
  confirmPending: 'Deleting...',
} as const;

/** Purchase status → badge label and tone (learner-area.md section 4). */
export const purchaseStatusBadges: Record<string, { label: string; tone: 'success' | 'warning' | 'destructive' }> = {
  active: { label: 'Active', tone: 'success' },
  completed: { label: 'Active', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  processing: { label: 'Processing', tone: 'warning' },
  failed: { label: 'Failed', tone: 'destructive' },
  cancelled: { label: 'Cancelled', tone: 'destructive' },
};
export const unknownPurchaseStatus = 'Unknown';

export const adminSettingsTexts = {
  brandTitle: 'Brand',
  brandDescription: 'The name shown in the header, footer and page titles.',
  platformName: 'Platform Name',
  contentTitle: 'Content',
  contentDescription: 'Texts shown to visitors and given to the AI assistant.',
  homePageCopy: 'Home Page Copy',
  homePageCopyHint: 'The main welcome text on the public home page.',
  aiSystemPrompt: 'AI System Prompt',
  aiSystemPromptHint: "Base instructions that guide the AI assistant's personality and scope.",
  save: 'Save Changes',
  saving: 'Saving...',
  brandSaved: 'Brand settings updated successfully!',
  contentSaved: 'Content settings updated successfully!',
  saveFailed: 'Failed to update settings.',
  loadFailed: 'Could not load the platform settings.',
} as const;
