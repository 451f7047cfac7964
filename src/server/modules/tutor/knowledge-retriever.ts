import type { TConfig } from '../../config';
import { embeddingsFromConfig } from '../knowledge/embeddings';
import { searchKnowledge } from '../knowledge/retrieval';
import type { TRetriever } from '../knowledge/retrieval-types';

/** The tutor's search: the knowledge base's retrieval service, with the vector lane when embeddings are configured. */
export function knowledgeRetriever(config: TConfig): TRetriever {
  const embeddings = embeddingsFromConfig(config);
  return (db, request) => searchKnowledge(db, request, { embeddings });
}
