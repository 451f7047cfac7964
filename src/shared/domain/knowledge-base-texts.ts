import { pdfMaxDocumentInflatedMb, pdfMaxPages, pdfMaxStreamInflatedMb } from './knowledge-base';
import { uploadTexts } from './upload-texts';

// Messages for a knowledge-base file that cannot be taken, shown on the file's row (issue 13). The size text is the
// spec's own (admin-area.md section 9); the others say what is wrong and what to do about it.

export const knowledgeBaseFileTexts = {
  tooLarge: uploadTexts.tooLarge,
  empty: 'The file is empty.',
  unsupportedType: 'Only PDF, TXT and CSV files can be uploaded.',
  notText: 'This file is not readable text (it contains binary data). Upload a PDF, or save the text as UTF-8.',
  unknownCharset: (label: string) =>
    `The character set "${label}" is not one this site can read. Save the file as UTF-8.`,
  invalidUtf8: 'This text file is not valid UTF-8. Save it as UTF-8 and upload it again.',
  pdfNamedOtherwise: 'This file is a PDF but its name ends in another extension. Rename it to .pdf.',
  notPdf: 'This file is named .pdf but is not a PDF document.',
  csvUnreadable: (detail: string) => `This file could not be read as a CSV table: ${detail}.`,
  csvNoHeader: 'The CSV file needs a header row naming every column.',
  csvDuplicateColumn: (name: string) => `The CSV header names the column "${name}" twice.`,
  csvNoRows: 'The CSV file has a header row but no data rows.',
  pdfEncrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  unreadable: 'The file could not be read.',
  pdfTooManyPages: `This PDF has more than ${pdfMaxPages.toLocaleString('en-US')} pages. Split it into smaller files and upload them one by one.`,
  pdfInflatesTooMuch: `This PDF unpacks to more data than this site reads (${pdfMaxStreamInflatedMb} MB in one part, ${pdfMaxDocumentInflatedMb} MB in all), so it was not read. Split it or export it again.`,
  pdfCorrupt: 'This PDF is damaged or incomplete and could not be read. Export it again and upload the new file.',
} as const;
