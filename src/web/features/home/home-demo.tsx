import { Bot, Layers } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { demoTexts, homeSectionTexts } from '../../../shared/domain/marketing-texts';
import { AiDemo } from './ai-demo';
import { FlashcardDemo } from './flashcard-demo';

const triggerClasses =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-muted-foreground ' +
  'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4';

export function HomeDemo() {
  return (
    <section aria-labelledby="demo-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <div className="text-center">
        <h2 id="demo-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {homeSectionTexts.demoHeading}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{homeSectionTexts.demoIntro}</p>
      </div>
      <Tabs.Root defaultValue="ai" className="mt-8 rounded-2xl border border-border bg-card p-4 shadow-card sm:p-6">
        <Tabs.List aria-label={homeSectionTexts.demoHeading} className="mb-6 flex gap-1 rounded-lg bg-muted p-1">
          <Tabs.Trigger value="ai" className={triggerClasses}>
            <Bot aria-hidden />
            {demoTexts.aiTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="flashcards" className={triggerClasses}>
            <Layers aria-hidden />
            {demoTexts.flashcardsTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="ai">
          <AiDemo />
        </Tabs.Content>
        <Tabs.Content value="flashcards">
          <FlashcardDemo />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
