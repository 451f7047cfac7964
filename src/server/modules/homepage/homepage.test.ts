import { describe, expect, it } from 'vitest';
import { readBody, setupTestApp } from '../../test/app';
import { loadHomepageContent } from './homepage-content';

const ctx = setupTestApp();

describe('home page demo content', () => {
  it('is valid, with unique card ids and the national Poison Control number', async () => {
    const content = await loadHomepageContent();
    const ids = content.flashcards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(content.knowledgeExcerpts.some((e) => e.excerpt.includes('1-800-222-1222'))).toBe(true);
  });

  it('is served to visitors', async () => {
    const cards = readBody<{ flashcards: unknown[] }>(
      await ctx.app.inject({ method: 'GET', url: '/_api/homepage/flashcards' }),
    );
    expect(cards.flashcards.length).toBeGreaterThanOrEqual(8);
    const knowledge = readBody<{ knowledgeExcerpts: { excerpt: string }[] }>(
      await ctx.app.inject({ method: 'GET', url: '/_api/homepage/knowledge' }),
    );
    expect(knowledge.knowledgeExcerpts.length).toBeGreaterThan(0);
  });
});
