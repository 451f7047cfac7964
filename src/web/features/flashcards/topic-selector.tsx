import type { TTopicSelection } from '../../../shared/contract/ai';
import { generatorFormTexts as texts } from '../../../shared/domain/flashcard-texts';
import { categoryStates, coreTopics } from '../../../shared/domain/topics';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { useTags } from './generator-queries';

export type TDraftSelection =
  | { type: 'Core'; topics: string[] }
  | { type: 'Category'; state: string | null; tagIds: string[] };

export const emptySelection = (type: TDraftSelection['type']): TDraftSelection =>
  type === 'Core' ? { type, topics: [] } : { type, state: null, tagIds: [] };

/** Generate is allowed once Core has a topic, or Category has a state and a tag (spec 4). */
export const readySelection = (draft: TDraftSelection): TTopicSelection | null => {
  if (draft.type === 'Core') return draft.topics.length ? (draft as TTopicSelection) : null;
  return draft.state && draft.tagIds.length ? { type: 'Category', state: draft.state, tagIds: draft.tagIds } : null;
};

const toggle = (list: string[], item: string, on: boolean) =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

function CheckboxGroup(props: {
  legend: string;
  options: readonly { id: string; name: string }[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{props.legend}</legend>
      <div className="grid gap-x-6 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3">
        {props.options.map((option) => (
          <div key={option.id} className="flex items-center gap-2">
            <Checkbox
              id={`pick-${option.id}`}
              checked={props.value.includes(option.id)}
              onCheckedChange={(checked) => props.onChange(toggle(props.value, option.id, checked === true))}
            />
            <Label htmlFor={`pick-${option.id}`} className="cursor-pointer font-normal">
              {option.name}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

interface TopicSelectorProps {
  value: TDraftSelection;
  onChange: (next: TDraftSelection) => void;
}

/** Core: the twelve topics; Category: a state, then its pesticide categories. Switching resets (spec 4). */
export function TopicSelector({ value, onChange }: TopicSelectorProps) {
  const tags = useTags(value.type === 'Category');
  // Only the chosen state's certification categories; tags without a state (admin-made labels) are not categories.
  const stateTags = value.type === 'Category' ? (tags.data ?? []).filter((tag) => tag.state === value.state) : [];
  return (
    <div className="grid gap-5">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm font-medium">{texts.category}</legend>
        {(['Core', 'Category'] as const).map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
          >
            <input
              type="radio"
              name="topic-category"
              className="accent-primary"
              checked={value.type === type}
              onChange={() => onChange(emptySelection(type))}
            />
            {type === 'Core' ? texts.core : texts.categoryType}
          </label>
        ))}
      </fieldset>
      {value.type === 'Core' ? (
        <CheckboxGroup
          legend={texts.coreTopics}
          options={coreTopics}
          value={value.topics}
          onChange={(topics) => onChange({ ...value, topics })}
        />
      ) : (
        <>
          <div className="grid max-w-xs gap-2">
            <Label htmlFor="generator-state">{texts.state}</Label>
            <select
              id="generator-state"
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
          {value.state ? (
            tags.data && stateTags.length === 0 ? (
              <p className="text-sm text-muted-foreground">{texts.noTags}</p>
            ) : (
              <CheckboxGroup
                legend={texts.tags}
                options={stateTags}
                value={value.tagIds}
                onChange={(tagIds) => onChange({ ...value, tagIds })}
              />
            )
          ) : null}
        </>
      )}
    </div>
  );
}
