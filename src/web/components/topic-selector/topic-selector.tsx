import { generatorFormTexts as texts } from '../../../shared/domain/flashcard-texts';
import { quizTexts } from '../../../shared/domain/quizzes';
import { categoryStates, coreTopics } from '../../../shared/domain/topics';
import { Alert } from '../ui/alert';
import { Label } from '../ui/label';
import { CheckboxGroup } from './checkbox-group';
import { emptySelection, type TDraftSelection } from './draft-selection';
import { useTags } from './tags-query';

interface TopicSelectorProps {
  /** null until a type is chosen. */
  value: TDraftSelection | null;
  onChange: (next: TDraftSelection) => void;
  /** The type group's legend: "Topic category" unless told (the quiz generator calls it the exam type). */
  legend?: string;
  /** Keeps ids unique when two selectors could share a page. */
  idPrefix?: string;
}

/**
 * What to generate from, for the flashcard and quiz generators (spec 2 and 4): Core and its twelve topics, or
 * Category, a state, then that state's pesticide categories. Choosing a type resets the selection; changing the
 * state clears the chosen tags.
 */
export function TopicSelector({
  value,
  onChange,
  legend = texts.category,
  idPrefix = 'generator',
}: TopicSelectorProps) {
  const tags = useTags(value?.type === 'Category');
  // Only the chosen state's certification categories; tags without a state (admin-made labels) are not categories.
  const stateTags = value?.type === 'Category' ? (tags.data ?? []).filter((tag) => tag.state === value.state) : [];
  const stateId = `${idPrefix}-state`;
  return (
    <div className="grid gap-5">
      <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm font-medium">{legend}</legend>
        {(['Core', 'Category'] as const).map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
          >
            <input
              type="radio"
              name={`${idPrefix}-type`}
              className="accent-primary"
              checked={value?.type === type}
              onChange={() => onChange(emptySelection(type))}
            />
            {type === 'Core' ? texts.core : texts.categoryType}
          </label>
        ))}
      </fieldset>
      {value?.type === 'Core' ? (
        <CheckboxGroup
          legend={texts.coreTopics}
          idPrefix={`${idPrefix}-topic`}
          options={coreTopics}
          value={value.topics}
          onChange={(topics) => onChange({ ...value, topics })}
        />
      ) : value?.type === 'Category' ? (
        <>
          <div className="grid max-w-xs gap-2">
            <Label htmlFor={stateId}>{texts.state}</Label>
            <select
              id={stateId}
              className="h-10 rounded-md border border-input bg-card px-3 text-base sm:text-sm"
              value={value.state ?? ''}
              onChange={(event) => onChange({ type: 'Category', state: event.target.value || null, tagIds: [] })}
            >
              <option value="">{texts.choose}</option>
              {categoryStates.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.name}
                </option>
              ))}
            </select>
          </div>
          {tags.isError ? (
            <Alert>{quizTexts.tagsFailed}</Alert>
          ) : !value.state ? null : tags.isPending ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {quizTexts.loadingTags}
            </p>
          ) : stateTags.length === 0 ? (
            <p className="text-sm text-muted-foreground">{texts.noTags}</p>
          ) : (
            <CheckboxGroup
              legend={texts.tags}
              idPrefix={`${idPrefix}-tag`}
              options={stateTags}
              value={value.tagIds}
              onChange={(tagIds) => onChange({ ...value, tagIds })}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
