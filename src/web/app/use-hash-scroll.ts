import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hashScrollDelayMs } from '../../shared/domain/limits';

/**
 * After every navigation (including back and forward) scroll smoothly to the element the URL hash names. The delay
 * gives a lazily loaded page time to render the target first (spec 2, route guards).
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key changes on every navigation, even to the same hash.
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
    }, hashScrollDelayMs);
    return () => clearTimeout(timer);
  }, [hash, key]);
}
