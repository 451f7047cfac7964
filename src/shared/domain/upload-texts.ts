// File upload limits and texts shared by the knowledge base and the asset library (admin-area.md section 9).

/** "Upload limit: 10 MB per file", counted the way the spec's size display counts (dividing by 1024). */
export const maxUploadBytes = 10 * 1024 * 1024;

export const uploadTexts = {
  fileRequired: 'File is required.',
  tooLarge: 'File size should be less than 10MB.',
  multipartRequired: 'This call takes a file upload (multipart/form-data).',
} as const;
