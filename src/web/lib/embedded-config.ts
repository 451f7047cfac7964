import type { TEmbeddedPageConfig } from '../../shared/contract/platform';

/** The element the server embeds the page config in (see server/plugins/spa.ts). */
const ELEMENT_ID = 'public-config';

let cached: Partial<Record<keyof TEmbeddedPageConfig, unknown>> | null | undefined;

/**
 * The config the server embedded in index.html, parsed once, its fields still unchecked: our own server wrote it,
 * and each reader checks the few fields it uses by hand, since the contract's zod schema would put zod on first paint.
 */
export function readEmbeddedConfig(): Partial<Record<keyof TEmbeddedPageConfig, unknown>> | null {
  if (cached !== undefined) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  try {
    cached = element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    cached = null;
  }
  return cached ?? null;
}
