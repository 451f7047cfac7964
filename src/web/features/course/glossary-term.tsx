import { Popover } from 'radix-ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import { glossaryTermTexts as texts } from '../../../shared/domain/course-texts';

/**
 * A glossary term in lesson text: its definition opens on hover (mouse), on keyboard focus and on tap, and closes on
 * Escape, leaving or tapping elsewhere. The trigger is our own button inside a Popover anchor, not Radix's trigger,
 * whose click would toggle the popover shut right after focus had opened it.
 */
export function GlossaryTerm({
  term,
  definition,
  children,
}: {
  term: string;
  definition: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const contentId = useId();
  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  // A short grace so the pointer can travel from the word to the definition without it closing.
  const hideSoon = () => {
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };
  const onMouse = (handler: () => void) => (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse') handler();
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <button
          type="button"
          data-glossary-term={term}
          aria-expanded={open}
          aria-describedby={open ? contentId : undefined}
          onClick={show}
          onFocus={show}
          onBlur={hideSoon}
          onPointerEnter={onMouse(show)}
          onPointerLeave={onMouse(hideSoon)}
          className="inline cursor-help rounded-sm border-b-2 border-dotted border-primary/70 p-0 text-left font-[inherit] text-inherit hover:bg-primary/10 focus-visible:bg-primary/10"
        >
          {children}
          <span className="sr-only"> ({texts.hint})</span>
        </button>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          aria-label={term}
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onPointerEnter={onMouse(show)}
          onPointerLeave={onMouse(hideSoon)}
          className="z-50 w-max max-w-[min(20rem,calc(100vw-16px))] rounded-md border border-border bg-card p-3 text-sm text-card-foreground shadow-lg"
        >
          <p className="font-semibold">{term}</p>
          <p className="mt-1 leading-6">{definition}</p>
          <Popover.Arrow className="fill-border" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
