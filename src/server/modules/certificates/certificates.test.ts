import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type {
  TAdminCertificate,
  TCertificate,
  TCertificateStatus,
  TCertificateVerification,
} from '../../../shared/contract/certificates';
import type { TExamSession } from '../../../shared/contract/quizzes';
import { certificateMessages, certificateNumberPattern } from '../../../shared/domain/certificate-texts';
import { rateLimits } from '../../../shared/domain/limits';
import { certificates, quizAttemptItems, rateLimitBuckets } from '../../db/schema';
import { readBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { courseOutline } from '../course/course-outline';
import { setupQuizTests } from '../quizzes/quiz-test-helpers';
import { correctAnswerText } from '../quizzes/scoring';
import { rateLimitKey } from '../rate-limit/rate-limit.service';

const { ctx, learner, post, get, ok } = setupQuizTests();
const db = () => ctx.database.db;

async function coreLessonIds() {
  return (await courseOutline(db(), [])).flatMap((module) => module.lessons.map((lesson) => lesson.id));
}
async function completeCoreLessons(cookie: string, ids?: string[]) {
  for (const lessonId of ids ?? (await coreLessonIds())) {
    ok(await post('/_api/course/lesson/complete', cookie, { lessonId }));
  }
}
/** Takes a final exam through the exam endpoints, answering `correct` of its questions right (keys from the DB). */
async function takeExam(cookie: string, correct: number, blueprintId = 'national-core') {
  const session = ok<TExamSession>(await post('/_api/exams/start', cookie, { blueprintId }));
  const items = await db().select().from(quizAttemptItems).where(eq(quizAttemptItems.attemptId, session.attemptId));
  const keys = items.sort((a, b) => a.position - b.position).map((item) => correctAnswerText(item.asked));
  for (const [position, key] of keys.slice(0, correct).entries()) {
    ok(await post('/_api/exams/answer', cookie, { attemptId: session.attemptId, position, answer: key }));
  }
  return ok<{ score: number; passed: boolean }>(
    await post('/_api/exams/submit', cookie, { attemptId: session.attemptId }),
  );
}
const status = async (cookie: string) => ok<TCertificateStatus>(await get('/_api/certificate', cookie));
const issue = (cookie: string, printedName: string) => post('/_api/certificate/issue', cookie, { printedName });
const verify = async (number: string) =>
  readBody<TCertificateVerification>(
    await ctx.app.inject({ method: 'GET', url: `/_api/certificates/verify?number=${encodeURIComponent(number)}` }),
  );
const errorOf = (response: { body: string }) => (JSON.parse(response.body) as { error: string }).error;

/** A learner who completed the core lessons and then passed the final exam. */
async function eligibleLearner() {
  const caller = await learner();
  await completeCoreLessons(caller.cookie);
  await takeExam(caller.cookie, 45);
  return caller;
}

describe('certificate eligibility', () => {
  it('needs every core lesson, then a passed national core exam started after them', async () => {
    const { cookie } = await learner();
    const ids = await coreLessonIds();
    const fresh = await status(cookie);
    expect(fresh).toMatchObject({
      coreLessons: { completed: 0, total: ids.length },
      finalExam: { passingPercent: 70, passed: false, bestScore: null, earlierPassNotCounted: false },
      eligible: false,
      certificate: null,
    });
    expect(ids.length).toBeGreaterThan(12);

    // A pass before the lessons are done, then the lessons: the pass does not count.
    expect((await takeExam(cookie, 45)).passed).toBe(true);
    await completeCoreLessons(cookie, ids.slice(0, -1));
    expect((await status(cookie)).coreLessons.completed).toBe(ids.length - 1);
    expect((await issue(cookie, 'Pat Doe')).statusCode).toBe(403);
    await completeCoreLessons(cookie, ids.slice(-1));
    const early = await status(cookie);
    expect(early.coreLessons).toEqual({ completed: ids.length, total: ids.length });
    expect(early.finalExam).toMatchObject({ passed: false, bestScore: null, earlierPassNotCounted: true });
    expect(early.eligible).toBe(false);

    // Failed after the lessons, and another blueprint's pass: still not eligible.
    expect((await takeExam(cookie, 10)).passed).toBe(false);
    expect((await takeExam(cookie, 40, 'texas-category')).passed).toBe(true);
    const failed = await status(cookie);
    expect(failed.finalExam).toMatchObject({ passed: false, bestScore: 20, earlierPassNotCounted: true });
    const refused = await issue(cookie, 'Pat Doe');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(certificateMessages.notEligible);

    // Passed after the lessons: eligible.
    expect((await takeExam(cookie, 38)).score).toBe(76);
    const passed = await status(cookie);
    expect(passed.finalExam).toMatchObject({ passed: true, bestScore: 76, earlierPassNotCounted: false });
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
    expect(a.examScore).toBe(90);
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
    expect(flat).toContain('90%');
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

describe('who may see what', () => {
  it('keeps a learner’s status and PDF their own; only admins revoke; anyone verifies', async () => {
    const owner = await eligibleLearner();
    const certificate = ok<TCertificate>(await issue(owner.cookie, 'Owner Name'));
    const other = await learner();
    // The other learner's own (empty) status, never the owner's; no PDF to download.
    expect((await status(other.cookie)).certificate).toBeNull();
    const otherPdf = await get('/_api/certificate/pdf', other.cookie);
    expect(otherPdf.statusCode).toBe(404);
    expect(otherPdf.body).not.toContain(certificate.number);

    const student = await createUser(db());
    const studentCookie = await cookieFor(db(), student);
    expect((await get('/_api/certificate', studentCookie)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/_api/certificate/pdf' })).statusCode).toBe(401);

    const { id } = (await db().select().from(certificates).where(eq(certificates.number, certificate.number)))[0]!;
    const revokeAs = (cookie: string) =>
      post('/_api/admin/certificate/revoke', cookie, { certificateId: id, reason: 'Exam taken by someone else' });
    expect((await revokeAs(owner.cookie)).statusCode).toBe(403);
    expect((await get(`/_api/admin/user/certificate?id=${owner.user.id}`, owner.cookie)).statusCode).toBe(403);

    // Anonymous verification: valid, with name, course and date only.
    const valid = await verify(certificate.number.toLowerCase().replace(/-/g, ' '));
    expect(valid).toEqual({
      status: 'valid',
      number: certificate.number,
      certificate: {
        printedName: 'Owner Name',
        courseTitle: certificate.courseTitle,
        completedOn: certificate.completedAt.toISOString().slice(0, 10),
        revokedOn: null,
      },
    });
  });
});

describe('revoking and verifying', () => {
  it('an admin revokes from the user’s page; verification says revoked, without the reason; no more download', async () => {
    const { user, cookie } = await eligibleLearner();
    const certificate = ok<TCertificate>(await issue(cookie, 'Revoked Person'));
    const admin = await createUser(db(), { role: 'admin' });
    const adminCookie = await cookieFor(db(), admin);
    const shown = ok<{ certificate: TAdminCertificate }>(
      await get(`/_api/admin/user/certificate?id=${user.id}`, adminCookie),
    );
    expect(shown.certificate).toMatchObject({ number: certificate.number, revokedAt: null, revokedReason: null });
    expect(ok<{ certificate: null }>(await get(`/_api/admin/user/certificate?id=${admin.id}`, adminCookie))).toEqual({
      certificate: null,
    });

    const empty = await post('/_api/admin/certificate/revoke', adminCookie, {
      certificateId: shown.certificate.id,
      reason: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(certificateMessages.reasonRequired);
    const reason = 'Internal: identity could not be confirmed';
    const revoked = ok<TAdminCertificate>(
      await post('/_api/admin/certificate/revoke', adminCookie, { certificateId: shown.certificate.id, reason }),
    );
    expect(revoked.revokedAt).toBeInstanceOf(Date);
    expect(revoked.revokedReason).toBe(reason);
    const again = await post('/_api/admin/certificate/revoke', adminCookie, {
      certificateId: shown.certificate.id,
      reason,
    });
    expect(again.statusCode).toBe(409);
    const missing = await post('/_api/admin/certificate/revoke', adminCookie, {
      certificateId: '00000000-0000-4000-8000-000000000000',
      reason,
    });
    expect(missing.statusCode).toBe(404);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/_api/certificates/verify?number=${certificate.number}`,
    });
    expect(response.body).not.toContain('identity');
    expect(readBody<TCertificateVerification>(response)).toMatchObject({
      status: 'revoked',
      certificate: { printedName: 'Revoked Person', revokedOn: revoked.revokedAt!.toISOString().slice(0, 10) },
    });
    const pdf = await get('/_api/certificate/pdf', cookie);
    expect(pdf.statusCode).toBe(409);
    expect(errorOf(pdf)).toBe(certificateMessages.revokedDownload);
    expect((await status(cookie)).certificate?.revokedAt).toBeInstanceOf(Date);
    // Still one certificate: asking again gives back the revoked one, not a fresh valid number.
    expect(ok<TCertificate>(await issue(cookie, 'Revoked Person')).number).toBe(certificate.number);
  });

  it('answers unknown for malformed and unknown numbers, never an error', async () => {
    for (const number of ['', 'nonsense', 'PPC-0000-0000-0000-0000', "PPC-'; drop table--", 'ü'.repeat(150)]) {
      expect((await verify(number)).status, number).toBe('unknown');
    }
    const tooLong = await verify('x'.repeat(3000));
    expect(tooLong).toEqual({ status: 'unknown', number: 'X'.repeat(64), certificate: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/_api/certificates/verify' })).statusCode).toBe(400);
  });

  it('limits look-ups per address', async () => {
    await db()
      .insert(rateLimitBuckets)
      .values({
        key: rateLimitKey('certificate-verify:ip', '127.0.0.1'),
        windowStartedAt: new Date(),
        hits: rateLimits.certificateVerifyPerIp.limit,
      })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: { windowStartedAt: new Date(), hits: rateLimits.certificateVerifyPerIp.limit },
      });
    const limited = await ctx.app.inject({ method: 'GET', url: '/_api/certificates/verify?number=PPC' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await db().delete(rateLimitBuckets);
  });

  it('exports the certificate with the account’s data and forgets it with the account', async () => {
    const { user, cookie } = await eligibleLearner();
    const certificate = ok<TCertificate>(await issue(cookie, 'Export Person'));
    const exported = readBody<{ certificates: { number: string; printedName: string }[] }>(
      await post('/_api/settings/export-data', cookie, {}),
    );
    expect(exported.certificates).toEqual([
      expect.objectContaining({ number: certificate.number, printedName: 'Export Person', examScore: 90 }),
    ]);
    expect((await post('/_api/settings/delete-account', cookie, {})).statusCode).toBe(200);
    expect(await db().select().from(certificates).where(eq(certificates.userId, user.id))).toEqual([]);
    expect((await verify(certificate.number)).status).toBe('unknown');
  });
});
