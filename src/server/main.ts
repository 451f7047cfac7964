import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { systemClock } from './clock';
import { readConfig } from './config';
import { loadContentPack } from './content/load-content-pack';
import { readContentPack } from './content/read-content-pack';
import { openDatabase } from './db/open';
import { ensureAdminAccount } from './modules/auth/auth.service';
import { startPasswordResetWorker } from './modules/auth/password-reset.service';
import { embeddingsFromConfig, embedPendingChunks } from './modules/knowledge/embeddings';
import { indexContentPack } from './modules/knowledge/pack-index';
import { warmSearchCaches } from './modules/knowledge/search-caches';
import { createDocumentWorker } from './modules/knowledge-base/document-worker';
import { createTesseractOcr } from './modules/knowledge-base/ocr/tesseract-ocr';
import { createMailWorker } from './modules/mail/mail-worker';
import { startMaintenance } from './modules/maintenance/maintenance-worker';
import { seedPlatformSettings } from './modules/platform/platform.service';
import { createReminderWorker } from './modules/reminders/reminder-worker';
import { createMailTransport } from './providers/mail/create-mail-transport';
import { closeSandbox } from './sandbox/sandbox';

/** Below the 10 s Docker and the 90 s systemd give a stopping process before they kill it. */
const SHUTDOWN_TIMEOUT_MS = 8_000;

async function main() {
  // Settings come from the environment; a .env file (see .env.example) fills in what the environment lacks.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = readConfig();
  // The one clock of this process: the app, the workers and start-up work all read it.
  const clock = systemClock;
  const database = openDatabase(config);
  await database.migrate();
  await seedPlatformSettings(database.db);
  const pack = readContentPack();
  const contentLoad = await loadContentPack(database.db, pack, clock.now());
  // The tutor searches the pack through the knowledge index; a new pack version is indexed before we serve.
  const packIndex = await indexContentPack(database.db);

  const app = await buildApp({ config, database, clock, contentPack: pack });
  app.log.info(`content pack ${pack.version}: ${contentLoad === 'loaded' ? 'loaded' : 'already loaded'}`);
  app.log.info(
    `knowledge index: ${packIndex.outcome === 'indexed' ? `${packIndex.chunkCount} pack passages indexed` : 'up to date'}`,
  );
  warmSearchCaches(database.db).catch((error: unknown) => app.log.error(error, 'knowledge index: statistics failed'));
  const embeddings = embeddingsFromConfig(config);
  if (embeddings) {
    // Vectors are filled in the background, batch by batch; until then retrieval simply has fewer vector hits.
    embedPendingChunks(database, embeddings)
      .then((count) => app.log.info(`knowledge index: ${count} passages embedded with ${embeddings.model}`))
      .catch((error: unknown) => app.log.error(error, 'knowledge index: embedding failed; search stays lexical'));
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdminAccount(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    app.log.info(`first admin account ${outcome === 'created' ? 'created' : 'already exists'}`);
  }

  if (!config.STRIPE_SECRET_KEY) {
    app.log.warn('payments use the built-in TEST checkout (no STRIPE_SECRET_KEY): the test card buys access for free');
  }
  const mailTransport = createMailTransport(config, app.log);
  const mailWorker = createMailWorker({ db: database.db, transport: mailTransport, log: app.log, clock });
  mailWorker.start();
  // Reads and indexes uploaded knowledge-base documents; scanned PDFs go to the offline OCR engine (tesseract.js in a
  // worker thread, with the English model shipped on npm).
  const documentWorker = createDocumentWorker({
    db: database.db,
    log: app.log,
    ocr: createTesseractOcr(),
    clock,
    afterIndexed: async () => embeddings && embedPendingChunks(database, embeddings),
  });
  documentWorker.start();
  // Study reminders: every instance polls; a per-learner, per-day key lets one of them queue each reminder.
  const reminderWorker = createReminderWorker({
    db: database.db,
    publicOrigin: config.publicOrigin,
    log: app.log,
    clock,
  });
  reminderWorker.start();
  // PGlite has no autovacuum daemon to keep the planner's statistics: maintenance analyzes the tables hourly.
  const analyzeEveryMs = database.engine === 'pglite' ? 60 * 60_000 : undefined;
  const stopMaintenance = startMaintenance(database.db, app.log, clock, undefined, analyzeEveryMs);
  const stopPasswordResets = startPasswordResetWorker(database.db, config.publicOrigin, app.log, clock);
  app.log.info(`mail goes to ${mailTransport.name === 'smtp' ? 'the SMTP server in MAIL_URL' : 'the database outbox'}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // A supervisor waits a while and then kills; a stuck close should end on our terms, with a line saying so.
    const deadline = setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_TIMEOUT_MS / 1000} s, exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    try {
      await app.close();
      await stopMaintenance();
      await stopPasswordResets();
      await reminderWorker.stop();
      await mailWorker.stop();
      await documentWorker.stop();
      await closeSandbox();
      await mailTransport.close();
      await database.close();
    } catch (error) {
      app.log.error(error, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.publicOrigin} is serving (database: ${database.engine})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
