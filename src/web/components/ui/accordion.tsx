import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useId, useState } from 'react';
import { cn } from '../../lib/cn';

interface TAccordionItem {
  question: string;
  answer: string;
}

interface FaqAccordionProps extends Omit<ComponentProps<'div'>, 'dir' | 'defaultValue'> {
  items: TAccordionItem[];
  /** Heading level of each question, so the outline stays right under an h2 or an h3. */
  headingLevel?: 'h3' | 'h4';
}

const TRIGGER = 'data-accordion-trigger';
const LIST = 'data-accordion';

/** Arrow keys, Home and End move between the questions of one list (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  const list = event.currentTarget.closest(`[${LIST}]`);
  if (!keys.includes(event.key) || !list) return;
  const triggers = [...list.querySelectorAll<HTMLButtonElement>(`[${TRIGGER}]`)];
  const at = triggers.indexOf(event.currentTarget);
  const last = triggers.length - 1;
  const next = { ArrowDown: at === last ? 0 : at + 1, ArrowUp: at === 0 ? last : at - 1, Home: 0, End: last }[
    event.key as 'ArrowDown'
  ];
  event.preventDefault();
  triggers[next]?.focus();
}

/**
 * Question/answer list where one item is open at a time and an open item can be closed again (spec 2). Plain buttons
 * and regions rather than a headless library: the FAQ page renders two dozen of them on a phone's first paint.
 */
export function FaqAccordion({ items, headingLevel = 'h3', className, ...props }: FaqAccordionProps) {
  const Heading = headingLevel;
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div
      className={cn('divide-y divide-border rounded-xl border border-border bg-card shadow-card', className)}
      {...{ [LIST]: '' }}
      {...props}
    >
      {items.map((item, index) => {
        const isOpen = open === index;
        const state = isOpen ? 'open' : 'closed';
        return (
          <div key={item.question} data-state={state}>
            <Heading>
              <button
                type="button"
                id={`${baseId}-trigger-${index}`}
                aria-expanded={isOpen}
                aria-controls={`${baseId}-panel-${index}`}
                data-state={state}
                {...{ [TRIGGER]: '' }}
                onClick={() => setOpen(isOpen ? null : index)}
                onKeyDown={moveFocus}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-muted/60"
              >
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </button>
            </Heading>
            {/* A section named by its question is a region to assistive technology. */}
            <section
              id={`${baseId}-panel-${index}`}
              aria-labelledby={`${baseId}-trigger-${index}`}
              hidden={!isOpen}
              className="px-5 pb-4 text-muted-foreground"
            >
              <p className="leading-relaxed">{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
