export interface TLegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

/** Shown under the heading of both documents; change it whenever either text changes. */
export const legalUpdated = 'November 23, 2026';
