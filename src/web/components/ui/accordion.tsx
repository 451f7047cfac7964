import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
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

/** Question/answer list where one item is open at a time and an open item can be closed again (spec 2). */
export function FaqAccordion({ items, headingLevel = 'h3', className, ...props }: FaqAccordionProps) {
  const Heading = headingLevel;
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className={cn('divide-y divide-border rounded-xl border border-border bg-card shadow-card', className)}
      {...props}
    >
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.question} value={item.question}>
          <AccordionPrimitive.Header asChild>
            <Heading>
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-muted/60">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-4 text-muted-foreground">
            <p className="leading-relaxed">{item.answer}</p>
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
