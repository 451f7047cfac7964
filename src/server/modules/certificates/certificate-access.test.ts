import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminCertificate, TCertificate, TCertificateVerification } from '../../../shared/contract/certificates';
import { certificateMessages } from '../../../shared/domain/certificate-texts';
import { rateLimits } from '../../../shared/domain/limits';
import { certificates, rateLimitBuckets } from '../../db/schema';
import { readBody } from '../../test/app';
import { cookieFor, createUser, TEST_PASSWORD } from '../../test/factories';
import { rateLimitKey } from '../rate-limit/rate-limit.service';
import { setupCertificateTests } from './certificate-test-helpers';

const { ctx, post, get, ok, db, learner, status, issue, verify, errorOf, eligibleLearner, scoreOf } =
  setupCertificateTests();

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
    const renamed = await post('/_api/certificate/name', cookie, { printedName: 'Someone Else' });
    expect(renamed.statusCode).toBe(409);
    expect(errorOf(renamed)).toBe(certificateMessages.revokedNoChanges);
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
      expect.objectContaining({ number: certificate.number, printedName: 'Export Person', examScore: scoreOf(90) }),
    ]);
    expect((await post('/_api/settings/delete-account', cookie, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await db().select().from(certificates).where(eq(certificates.userId, user.id))).toEqual([]);
    expect((await verify(certificate.number)).status).toBe('unknown');
  });
});
