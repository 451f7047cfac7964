import { coreTopics } from '../../../../shared/domain/topics';

// Anki separates tags with whitespace, so a tag cannot hold a space: on the way out spaces become "_" (what Anki's
// own tag editor does). On the way in underscores are kept, as Anki keeps them, except for the core-topic tags this
// app gives its own cards, which read back as the topic's name so the topic filters keep working.

const topicByAnkiTag = new Map(coreTopics.map((topic) => [topic.name.replace(/\s+/g, '_'), topic.name]));

export const tagToAnki = (tag: string) => tag.trim().replace(/\s+/g, '_');
export const tagFromAnki = (tag: string) => topicByAnkiTag.get(tag) ?? tag;
