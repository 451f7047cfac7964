import { progressTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { coreTopics } from '../../../shared/domain/topics';
import { Button } from '../../components/ui/button';

interface WeakTopicsProps {
  topicIds: string[];
  /** Starts a Core quiz on exactly these topics (the route hands it the quiz generator's). */
  onPractice: (topicIds: string[]) => void;
  pending: boolean;
}

/** The core topics the learner does worst in, and a quiz on them. */
export function WeakTopics({ topicIds, onPractice, pending }: WeakTopicsProps) {
  const topics = coreTopics.filter((topic) => topicIds.includes(topic.id));
  return (
    <section aria-labelledby="weak-topics-heading" className="grid content-start gap-3">
      <h3 id="weak-topics-heading" className="font-semibold">
        {texts.weakHeading}
      </h3>
      {topics.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.weakNone}</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li
                key={topic.id}
                className="rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm text-amber-950"
              >
                {topic.name}
              </li>
            ))}
          </ul>
          <Button
            type="button"
            className="w-fit"
            disabled={pending}
            onClick={() => onPractice(topics.map((topic) => topic.id))}
          >
            {texts.practiceWeak}
          </Button>
        </>
      )}
    </section>
  );
}
