import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import type { TRetriever } from '../../modules/knowledge/retrieval-types';
import type { TAiProvider } from './ai-provider';
import { createGroundedAiProvider, type TGenerationLog } from './grounded-provider';
import { createModelItemWriter } from './model-item-writer';
import { createOfflineAiProvider } from './offline-provider';

/** The bank and decks alone with no model configured; with one, grounded generation on top of them. */
export function createAiProvider(
  config: TConfig,
  db: TDatabase,
  retrieve: TRetriever,
  log: TGenerationLog,
  random: () => number = Math.random,
): TAiProvider {
  const offline = createOfflineAiProvider(db, random);
  if (!config.tutorModel) return offline;
  const writer = createModelItemWriter(config.tutorModel);
  return createGroundedAiProvider({ db, offline, retrieve, writer, log, random });
}
