// File upload limits and texts shared by the knowledge base and the asset library (admin-area.md section 9).

/** "Upload limit: 10 MB per file", counted the way the spec's size display counts (dividing by 1024). */
export const maxUploadBytes = 10 * 1024 * 1024;

export const uploadTexts = {
  fileRequired: 'File is required.',
  tooLarge: 'File size should be less than 10MB.',
  multipartRequired: 'This call takes a file upload (multipart/form-data).',
  /** A body that claims to be multipart but cannot be parsed as one (no boundary, cut off, malformed headers). */
  multipartMalformed: 'The upload could not be read. Choose the file again and retry.',
} as const;

/** Why an untrusted file was not read to the end (server/sandbox): said to the learner or shown on the admin's row. */
export const fileReadingTexts = {
  deadline: 'Reading this file took too long, so it was stopped. Split it into smaller files and try again.',
  memory: 'Reading this file needed too much memory, so it was stopped. Split it into smaller files and try again.',
  crashed: 'This file could not be read: the reader stopped on it. Export it again and retry.',
  busy: 'The server is busy reading other files. Try again in a minute.',
} as const;
