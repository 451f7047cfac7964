const base = 'https://same-site.invalid';

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20);

/**
 * The page to return to after logging in, from the `next` query parameter: only a path on this site, so a link to
 * /login?next=https://evil.example cannot send someone elsewhere (no open redirect). Anything else gives null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  // Backslashes and control characters are read as slashes or dropped by browsers ("/\evil.example" is off-site).
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\') || hasControlCharacter(next)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the login guard sends a visitor, remembering the page they asked for. */
export const loginPathFor = (path: string) => (path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`);
