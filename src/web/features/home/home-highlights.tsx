import { Bot, FileQuestion, Layers, type LucideIcon } from 'lucide-react';
import { homeSectionTexts } from '../../../shared/domain/marketing-texts';

// What the kit contains (spec 1), in brief; the /features page shows each with a mockup.
const highlights: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Bot,
    title: 'AI Tutor',
    text: 'Ask about labels, toxicity, PPE or the law and get answers that cite the study material.',
  },
  {
    icon: FileQuestion,
    title: 'Quizzes & Exams',
    text: 'Unlimited practice quizzes and timed exams in the format of the real certification test.',
  },
  {
    icon: Layers,
    title: 'Smart Flashcards',
    text: 'Ready-made decks and your own cards, scheduled with spaced repetition so you remember them.',
  },
];

export function HomeHighlights() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      // Keeps the heading clear of the sticky header when a #features link scrolls here.
      className="mx-auto max-w-6xl scroll-mt-24 px-4 py-16 sm:px-6"
    >
      <h2 id="features-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {homeSectionTexts.featuresHeading}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {highlights.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-card p-6 shadow-card">
            <span className="grid size-11 place-items-center rounded-lg bg-brand-100 text-brand-800">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
