import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { TCertificate } from '../../../shared/contract/certificates';
import { certificateMessages, certificateNumberPattern } from '../../../shared/domain/certificate-texts';
import { certificates } from '../../db/schema';
import { setupCertificateTests } from './certificate-test-helpers';

const {
  post,
  get,
  ok,
  db,
  learner,
  coreLessonIds,
  completeCoreLessons,
  takeExam,
  status,
  issue,
  verify,
  errorOf,
  eligibleLearner,
  fixture,
  finalExam,
  rightFor,
  scoreOf,
} = setupCertificateTests();

describe('certificate eligibility', () => {
  it('needs every core lesson, then a passed national core exam started after them', async () => {
    const { cookie } = await learner();
    const ids = await coreLessonIds();
    const fresh = await status(cookie);
    expect(fresh).toMatchObject({
      coreLessons: { completed: 0, total: ids.length },
      finalExam: {
        passingPercent: finalExam.passingPercent,
        passed: false,
        bestScore: null,
        earlierPassNotCounted: false,
      },
      eligible: false,
      certificate: null,
    });
    expect(ids.length).toBeGreaterThan(12);

    // A pass before the lessons are done, then the lessons: the pass does not count.
    expect((await takeExam(cookie, rightFor(90))).passed).toBe(true);
    await completeCoreLessons(cookie, ids.slice(0, -1));
    expect((await status(cookie)).coreLessons.completed).toBe(ids.length - 1);
    expect((await issue(cookie, 'Pat Doe')).statusCode).toBe(403);
    await completeCoreLessons(cookie, ids.slice(-1));
    const early = await status(cookie);
    expect(early.coreLessons).toEqual({ completed: ids.length, total: ids.length });
    expect(early.finalExam).toMatchObject({ passed: false, bestScore: null, earlierPassNotCounted: true });
    expect(early.eligible).toBe(false);

    // Failed after the lessons, and another blueprint's pass: still not eligible.
    expect((await takeExam(cookie, rightFor(20))).passed).toBe(false);
    const stateExam = fixture.blueprints.texas.core;
    expect((await takeExam(cookie, stateExam.questionCount, stateExam.id)).passed).toBe(true);
    const failed = await status(cookie);
    expect(failed.finalExam).toMatchObject({ passed: false, bestScore: scoreOf(20), earlierPassNotCounted: true });
    const refused = await issue(cookie, 'Pat Doe');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(certificateMessages.notEligible);

    // Passed after the lessons: eligible.
    expect(scoreOf(76)).toBeGreaterThanOrEqual(finalExam.passingPercent);
    expect((await takeExam(cookie, rightFor(76))).score).toBe(scoreOf(76));
    const passed = await status(cookie);
    expect(passed.finalExam).toMatchObject({ passed: true, bestScore: scoreOf(76), earlierPassNotCounted: false });
    expect(passed.eligible).toBe(true);
  });

  it('keeps an issued certificate when a lesson is unmarked later', async () => {
    const { cookie } = await eligibleLearner();
    const certificate = ok<TCertificate>(await issue(cookie, 'Pat Doe'));
    const [first] = await coreLessonIds();
    ok(await post('/_api/course/lesson/uncomplete', cookie, { lessonId: first }));
    const after = await status(cookie);
    expect(after.eligible).toBe(false);
    expect(after.certificate?.number).toBe(certificate.number);
    expect((await get('/_api/certificate/pdf', cookie)).statusCode).toBe(200);
  });
});

describe('issuing a certificate', () => {
  it('issues one certificate, idempotently, with the chosen name, the score and a well-formed number', async () => {
    const { user, cookie } = await eligibleLearner();
    const before = await status(cookie);
    expect(before.suggestedName).toBe(user.displayName);
    const [first, second] = await Promise.all([issue(cookie, '  José  Núñez-O’Brien '), issue(cookie, 'Other Name')]);
    const a = ok<TCertificate>(first);
    const b = ok<TCertificate>(second);
    expect(b.number).toBe(a.number);
    expect(a.number).toMatch(certificateNumberPattern);
    expect(a.examScore).toBe(scoreOf(90));
    expect(a.courseTitle).toBe('Pesticide Prep Pro Pesticide Applicator Prep Course: National Core');
    expect(a.verificationUrl).toBe(`http://127.0.0.1:3000/certificates/${a.number}`);
    const rows = await db().select().from(certificates).where(eq(certificates.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(['José Núñez-O’Brien', 'Other Name']).toContain(rows[0]!.printedName);
    expect((await status(cookie)).certificate?.number).toBe(a.number);

    // The name can be corrected; the number stays.
    const renamed = ok<TCertificate>(await post('/_api/certificate/name', cookie, { printedName: 'José Núñez' }));
    expect(renamed).toMatchObject({ number: a.number, printedName: 'José Núñez' });
    expect((await verify(a.number)).certificate?.printedName).toBe('José Núñez');
  });

  it('validates the printed name', async () => {
    const { cookie } = await eligibleLearner();
    const cases: [string, string][] = [
      ['J', certificateMessages.nameTooShort],
      ['   ', certificateMessages.nameTooShort],
      ['x'.repeat(101), certificateMessages.nameTooLong],
      ['Pat\nDoe', certificateMessages.nameControlCharacters],
      ['Pat\u0007Doe', certificateMessages.nameControlCharacters],
      ['王小明', certificateMessages.nameUnprintable],
    ];
    for (const [printedName, message] of cases) {
      const response = await issue(cookie, printedName);
      expect(response.statusCode, printedName).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await post('/_api/certificate/issue', cookie, {})).statusCode).toBe(400);
    expect((await post('/_api/certificate/issue', cookie, { printedName: 'Pat Doe', extra: 1 })).statusCode).toBe(400);
    expect((await status(cookie)).certificate).toBeNull();
    expect((await post('/_api/certificate/name', cookie, { printedName: 'Pat Doe' })).statusCode).toBe(404);
  });
});

describe('the certificate PDF', () => {
  it('is a landscape Letter page with the name, course, score, number, verification URL and disclaimer', async () => {
    const { cookie } = await eligibleLearner();
    const certificate = ok<TCertificate>(await issue(cookie, 'Avery Q. Fieldworth'));
    const response = await get('/_api/certificate/pdf', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${certificate.number}.pdf"`,
    );
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    expect(pdf.numPages).toBe(1);
    const viewport = (await pdf.getPage(1)).getViewport({ scale: 1 });
    expect([viewport.width, viewport.height]).toEqual([792, 612]);
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Avery Q. Fieldworth');
    expect(flat).toContain(certificate.number);
    expect(flat).toContain(certificate.verificationUrl);
    expect(flat).toContain('Certificate of Completion');
    expect(flat).toContain(certificate.courseTitle);
    expect(flat).toContain(`${scoreOf(90)}%`);
    expect(flat).toContain('not a state pesticide applicator license');
  });
});

describe('certificate numbers', () => {
  it('carry 80 random bits in an unambiguous alphabet and never repeat', async () => {
    const { generateCertificateNumber, certificateNumberBits } = await import('./certificate-number');
    expect(certificateNumberBits).toBeGreaterThanOrEqual(64);
    const numbers = Array.from({ length: 5000 }, generateCertificateNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(number).toMatch(certificateNumberPattern);
    // Every symbol of the alphabet turns up in every position: no position is fixed or skewed to a few symbols.
    const symbols = numbers.map((number) => number.slice(4).replace(/-/g, ''));
    for (let position = 0; position < 16; position++) {
      expect(new Set(symbols.map((s) => s[position])).size).toBe(32);
    }
    expect(numbers.join('')).not.toMatch(/[ILOU]/);
  });
});
