import type { ReactNode } from 'react';

/** A table's frame that scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      className="overflow-x-auto rounded-xl border border-border bg-card"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
      tabIndex={0}
      aria-label={label}
    >
      {children}
    </section>
  );
}
