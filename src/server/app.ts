import { setTimeout as wait } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TEndpoint } from '../shared/contract/endpoint';
import { defaultPlatformConfig } from '../shared/domain/brand';
import { systemClock, type TClock } from './clock';
import type { TConfig } from './config';
import { readContentPack, type TContentPack } from './content/read-content-pack';
import type { TDatabaseHandle } from './db/client';
import { isDatabaseUnavailable } from './db/errors';
import { registerAccountRoutes } from './modules/account/account.routes';
import { registerAdminFlashcardRoutes } from './modules/admin-flashcards/admin-flashcards.routes';
import { registerAdminUserRoutes } from './modules/admin-users/admin-users.routes';
import { registerAiRoutes } from './modules/ai/ai.routes';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes';
import { registerAssetRoutes } from './modules/assets/assets.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerAvatarRoutes } from './modules/avatars/avatars.routes';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { registerWebhookRoutes } from './modules/billing/webhook.routes';
import { registerCertificateRoutes } from './modules/certificates/certificates.routes';
import { registerContactRoutes } from './modules/contact/contact.routes';
import { registerContentAdminRoutes } from './modules/content-admin/content-admin.routes';
import { registerCourseRoutes } from './modules/course/course.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerDiscountRoutes } from './modules/discounts/discounts.routes';
import { registerFlashcardRoutes } from './modules/flashcards/flashcards.routes';
import { registerGlossaryRoutes } from './modules/glossary/glossary.routes';
import { registerHomepageRoutes } from './modules/homepage/homepage.routes';
import type { TRetriever } from './modules/knowledge/retrieval-types';
import { registerKnowledgeBaseRoutes } from './modules/knowledge-base/knowledge-base.routes';
import { registerLabelRoutes } from './modules/labels/labels.routes';
import { registerOutboxRoutes } from './modules/mail/outbox.routes';
import { registerPlatformRoutes } from './modules/platform/platform.routes';
import { getPageSettings } from './modules/platform/platform.service';
import { registerQuizRoutes } from './modules/quizzes/quizzes.routes';
import { registerReminderRoutes } from './modules/reminders/reminders.routes';
import { registerStudyGuideRoutes } from './modules/study-guides/study-guides.routes';
import { registerTagRoutes } from './modules/tags/tags.routes';
import type { TTutorEngine } from './modules/tutor/engine-types';
import { knowledgeRetriever } from './modules/tutor/knowledge-retriever';
import { createModelEngine } from './modules/tutor/model-engine';
import { offlineEngine } from './modules/tutor/offline-engine';
import { registerTutorRoutes } from './modules/tutor/tutor.routes';
import { registerErrorHandler } from './plugins/errors';
import { logSerializers } from './plugins/log-serializers';
import { registerMultipart } from './plugins/multipart-input';
import { registerSecurity } from './plugins/security';
import { registerSessionUser } from './plugins/session-user';
import { registerSpa } from './plugins/spa';
import type { TAiProvider } from './providers/ai/ai-provider';
import { createAiProvider } from './providers/ai/create-ai-provider';
import { databaseFilesProvider, type TFilesProvider } from './providers/files/files-provider';
import { createPaymentProviders, type TPayments } from './providers/payments/create-payment-providers';

export interface TRegisteredApiRoute {
  method: string;
  url: string;
  endpoint: TEndpoint | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /_api route as registered, with the contract declaration it came from (if any). */
    apiRoutes: TRegisteredApiRoute[];
    /** Where every handler reads "now" (clock.ts). */
    clock: TClock;
  }
}

export interface TBuildAppOptions {
  config: TConfig;
  database: TDatabaseHandle;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Defaults to what the configuration selects (local test checkout or Stripe). */
  payments?: TPayments;
  /** Defaults to the bank and decks, plus grounded generation when a model is configured. */
  ai?: TAiProvider;
  /** The knowledge base's search the tutor answers from (knowledge/retrieval-types.ts). */
  retriever?: TRetriever;
  /** How the tutor writes answers; defaults to the offline extractive engine. */
  tutorEngine?: TTutorEngine;
  /** Where uploaded files are kept; defaults to the database. */
  files?: TFilesProvider;
  /** Where "now" comes from; the system clock unless a test pins it. */
  clock?: TClock;
  /**
   * The content pack the server reads at run time (the specimen labels, the admin's content overview); the rest of
   * the pack is read from the database it was loaded into. Defaults to the pack on disk, read on first use.
   */
  contentPack?: TContentPack;
  /** How the server waits (the login slow-down, L13); tests record the waits instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** The random source of question draws and option shuffles (quizzes, exams, generated sets); tests seed it. */
  random?: () => number;
}

/** Builds the whole application without listening, so tests drive it with inject(). */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  ...options
}: TBuildAppOptions): Promise<FastifyInstance> {
  const payments = options.payments ?? createPaymentProviders(config, database.db);
  const files = options.files ?? databaseFilesProvider;
  const random = options.random ?? Math.random;
  let pack = options.contentPack;
  const contentPack = () => {
    pack ??= readContentPack();
    return pack;
  };
  const app = Fastify({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    logger: logger && {
      level: config.LOG_LEVEL,
      stream: logStream,
      // Query strings can carry one-time tokens; cookies and auth headers are never logged. Errors lose the
      // values their queries were bound to (see log-serializers).
      serializers: {
        ...logSerializers,
        req: (request: { method: string; url: string; id: string }) => ({
          method: request.method,
          url: request.url.split('?')[0],
          id: request.id,
        }),
      },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
  });

  app.decorate('apiRoutes', [] as TRegisteredApiRoute[]);
  app.decorate('clock', options.clock ?? systemClock);
  app.addHook('onRoute', (options) => {
    if (!options.url.startsWith('/_api')) return;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({ method, url: options.url, endpoint: options.config?.endpoint });
    }
  });

  // One search for the tutor and the generators; with a model configured, the generators write from it too.
  const retriever = options.retriever ?? knowledgeRetriever(config);
  const ai = options.ai ?? createAiProvider(config, database.db, retriever, app.log, random);

  registerErrorHandler(app);
  await app.register(cookie);
  await registerSecurity(app, config);
  await registerMultipart(app);
  registerSessionUser(app, database.db, config);

  registerPlatformRoutes(app, database, config);
  registerAuthRoutes(app, database.db, config, options.sleep ?? ((ms) => wait(ms).then(() => {})));
  registerBillingRoutes(app, database.db, config, payments);
  await registerWebhookRoutes(app, database.db, payments, config.publicOrigin);
  registerDiscountRoutes(app, database.db);
  registerTagRoutes(app, database.db);
  registerContactRoutes(app, database.db, config);
  registerAccountRoutes(app, database.db, config, files);
  registerAvatarRoutes(app, database.db, files);
  registerAdminUserRoutes(app, database.db, config, files);
  registerAnalyticsRoutes(app, database.db);
  registerHomepageRoutes(app);
  registerGlossaryRoutes(app, database.db);
  registerFlashcardRoutes(app, database.db);
  registerAdminFlashcardRoutes(app, database.db);
  registerContentAdminRoutes(app, database.db, contentPack);
  registerAiRoutes(app, database.db, ai);
  registerQuizRoutes(app, database.db, ai, random);
  registerLabelRoutes(app, contentPack);
  registerOutboxRoutes(app, database.db);
  registerCourseRoutes(app, database.db);
  registerDashboardRoutes(app, database.db);
  registerStudyGuideRoutes(app, database.db);
  registerCertificateRoutes(app, database.db, config);
  const tutorEngine = options.tutorEngine ?? (config.tutorModel ? createModelEngine(config.tutorModel) : offlineEngine);
  registerTutorRoutes(app, database.db, { retriever, engine: tutorEngine });
  registerAssetRoutes(app, database.db, files);
  registerKnowledgeBaseRoutes(app, database.db, files);
  await registerReminderRoutes(app, database.db);

  await registerSpa(app, config.WEB_DIST_DIR, async () => {
    // The page itself should still open while the database is away: the SPA then shows the API's own 503 texts.
    const page = await getPageSettings(database.db).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) return { ...defaultPlatformConfig, registrationOpen: true };
      throw error;
    });
    const { brandName, homePageCopy, registrationOpen } = page;
    return {
      brandName,
      homePageCopy,
      registrationOpen,
      testPayments: config.paymentsMode === 'test',
      tutorOffline: tutorEngine.name === 'offline',
    };
  });
  return app;
}
