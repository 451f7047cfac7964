import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tutorMessages } from '../../../shared/domain/tutor-texts';
import { AnswerBody } from './answer-body';

// Issue 26: the offline answer's evidence keeps tables and nested lists; they must render inside the collapsed part.
describe('an offline answer’s collapsed evidence', () => {
  it('renders a quoted table as a table and a lead-in’s items as a nested list', () => {
    const content = [
      'IV is CAUTION. [1]',
      tutorMessages.offlineIntro,
      '- The category sets the signal word:',
      '| Category | Signal word |\n| --- | --- |\n| IV | CAUTION |',
      '[1]',
      '- Rate depends on:\n  - Nozzle flow.\n  - Speed. [2]\n',
    ].join('\n\n');
    const html = renderToStaticMarkup(createElement(AnswerBody, { content }));
    const evidence = html.slice(html.indexOf('<details'));
    expect(evidence).toMatch(/<table[^>]*><thead><tr><th[^>]*>Category<\/th>/);
    expect(evidence).toMatch(/<td[^>]*>IV<\/td><td[^>]*>CAUTION<\/td>/);
    expect(evidence).toMatch(/<li>Rate depends on:\s*<ul>\s*<li>Nozzle flow\.<\/li>/);
  });
});
