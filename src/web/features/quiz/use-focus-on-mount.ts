import { useEffect, useRef } from 'react';

/** Moves keyboard focus to a view's heading when the view replaces another, so the next Tab starts there. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
