// Defaults for the admin-editable platform settings, used until an admin saves their own.
export const defaultPlatformConfig = {
  brandName: 'Pesticide Prep Pro',
  homePageCopy:
    'Pass your pesticide applicator certification exam the first time. Study with an AI tutor that cites its sources, practice with timed exams that feel like the real thing, and remember what matters with spaced-repetition flashcards.',
  aiSystemPrompt:
    'You are a patient tutor for people preparing for US pesticide applicator certification exams. Answer only from the knowledge base, cite your sources, and put safety and the law first: the label is the law.',
} as const;
