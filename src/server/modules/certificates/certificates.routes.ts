import type { FastifyInstance } from 'fastify';
import {
  downloadCertificate,
  getCertificateStatus,
  getUserCertificate,
  issueCertificate,
  renameCertificate,
  revokeCertificate,
  verifyCertificate,
} from '../../../shared/contract/certificates';
import { rateLimits } from '../../../shared/domain/limits';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import { getPlatformConfig } from '../platform/platform.service';
import { consumeRateLimit, rateLimitKey } from '../rate-limit/rate-limit.service';
import { renderCertificate } from './certificate-pdf';
import { verificationUrl } from './certificate-presenter';
import * as certificateService from './certificates.service';

export function registerCertificateRoutes(app: FastifyInstance, db: TDatabase, config: TConfig) {
  const origin = config.publicOrigin;
  route(app, getCertificateStatus, ({ user }) => certificateService.getCertificateStatus(db, user, origin));
  route(app, issueCertificate, ({ user, input }) =>
    certificateService.issueCertificate(db, user, input.printedName, origin),
  );
  route(app, renameCertificate, ({ user, input }) =>
    certificateService.renameCertificate(db, user, input.printedName, origin),
  );

  route(app, downloadCertificate, async ({ user, reply }) => {
    const certificate = await certificateService.certificateForDownload(db, user.id);
    const { brandName } = await getPlatformConfig(db);
    const pdf = await renderCertificate({
      certificate,
      brandName,
      verificationUrl: verificationUrl(origin, certificate.number),
    });
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="certificate-${certificate.number}.pdf"`);
    return pdf;
  });

  route(app, verifyCertificate, async ({ input, request, now }) => {
    // Public: a limit per address keeps anyone from trying numbers at speed (80 random bits make it futile anyway).
    await consumeRateLimit(
      db,
      rateLimitKey('certificate-verify:ip', request.ip),
      rateLimits.certificateVerifyPerIp,
      now,
    );
    return certificateService.verifyCertificate(db, input.number);
  });

  route(app, getUserCertificate, ({ input }) => certificateService.getUserCertificate(db, input.id, origin));
  route(app, revokeCertificate, ({ user, input }) => certificateService.revokeCertificate(db, user, input, origin));
}
