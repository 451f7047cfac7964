import { Bot, UserRound } from 'lucide-react';

// A static picture of a tutoring exchange (spec 2: the hero shows a static AI-chat mockup); nothing here is live.
const exchange = {
  question: 'What does the signal word DANGER on a pesticide label mean?',
  answer:
    'DANGER marks the highest toxicity category (Category I): the product is highly toxic or corrosive. Wear every piece of PPE the label lists, because the label is the law.',
};

export function ChatMockup() {
  return (
    <figure className="w-full max-w-md rounded-2xl border border-brand-200 bg-card p-5 shadow-xl shadow-brand-900/10">
      <figcaption className="mb-4 flex items-center gap-2 border-b border-border pb-3 text-sm font-semibold">
        <span className="grid size-8 place-items-center rounded-full bg-primary text-primary-foreground">
          <Bot className="size-4" aria-hidden />
        </span>
        AI Assistant
        <span className="ml-auto text-xs font-normal text-muted-foreground">Example conversation</span>
      </figcaption>
      <div className="space-y-3 text-sm">
        <div className="flex justify-end gap-2">
          <p className="max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-primary-foreground">
            {exchange.question}
          </p>
          <UserRound className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
        </div>
        <div className="flex gap-2">
          <Bot className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden />
          <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-2.5 text-foreground">
            {exchange.answer}
          </p>
        </div>
      </div>
    </figure>
  );
}
