import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next-path';

describe('the page to return to after login', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/flashcards/review?deck=3#card')).toBe('/flashcards/review?deck=3#card');
    expect(safeNextPath(decodeURIComponent(loginPathFor('/settings?tab=x').split('next=')[1]!))).toBe(
      '/settings?tab=x',
    );
  });

  it('refuses anything that could leave the site, and the login page itself', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\tevil',
      'settings',
      '',
      null,
      '/login?next=/x',
    ]) {
      expect(safeNextPath(next), String(next)).toBeNull();
    }
  });
});
