import { coreTopics } from '../../shared/domain/topics';

/** The core topics as filter options by id, after an "all" option with an empty value. */
export const coreTopicOptions = (allLabel: string) => [
  { value: '', label: allLabel },
  ...coreTopics.map((topic) => ({ value: topic.id, label: topic.name })),
];
