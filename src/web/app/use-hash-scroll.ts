import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hashScrollDelayMs } from '../../shared/domain/limits';

/** How many more delays to wait for a target that a lazily loaded page has not rendered yet. */
const maxExtraWaits = 20;

/**
 * After every navigation (including back and forward) scroll smoothly to the element the URL hash names, after the
 * spec's delay (learner-area.md section 2, route guards). On a first visit the page's code may still be loading, so
 * a missing target is looked for again a few times before giving up.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key changes on every navigation, even to the same hash.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let waits = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: 'smooth' });
      else if (waits++ < maxExtraWaits) timer = setTimeout(tryScroll, hashScrollDelayMs);
    };
    timer = setTimeout(tryScroll, hashScrollDelayMs);
    return () => clearTimeout(timer);
  }, [hash, key]);
}
