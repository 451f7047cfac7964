import { describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache';

describe('render cache', () => {
  it('renders once for concurrent first requests and answers later ones from memory', async () => {
    const cache = new RenderCache<string>(4);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return `file ${renders}`;
    };
    const answers = await Promise.all([cache.get('a', render), cache.get('a', render), cache.get('a', render)]);
    expect(answers).toEqual(['file 1', 'file 1', 'file 1']);
    expect(await cache.get('a', render)).toBe('file 1');
    expect(renders).toBe(1);
  });

  it('keeps at most its bound, dropping the least recently used entry', async () => {
    const cache = new RenderCache<string>(2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recently used
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('forgets a failed render so the next request tries again', async () => {
    const cache = new RenderCache<string>(2);
    await expect(cache.get('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });
});
