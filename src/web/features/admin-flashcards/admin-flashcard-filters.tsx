import {
  adminFlashcardSources,
  type TAdminFlashcardSource,
  adminFlashcardTexts as texts,
} from '../../../shared/domain/admin-flashcard-texts';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { SearchInput } from '../../components/ui/search-input';
import { coreTopicOptions } from '../../lib/core-topic-options';

/** The filters as typed; the screen debounces the text ones before asking the server. */
export interface TFilterValues {
  search: string;
  owner: string;
  source: TAdminFlashcardSource;
  topic: string;
  tags: string;
}

interface AdminFlashcardFiltersProps {
  values: TFilterValues;
  onChange: (change: Partial<TFilterValues>) => void;
}

const sourceOptions = adminFlashcardSources.map((source) => ({ value: source, label: texts.sources[source] }));
const topicOptions = coreTopicOptions(texts.allTopics);

interface TextFilterProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

function TextFilter({ label, placeholder, value, onChange }: TextFilterProps) {
  return (
    <FormField label={label}>
      <Input type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}

export function AdminFlashcardFilters({ values, onChange }: AdminFlashcardFiltersProps) {
  return (
    <div className="grid gap-3">
      <SearchInput
        label={texts.searchLabel}
        placeholder={texts.search}
        value={values.search}
        onChange={(search) => onChange({ search })}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextFilter
          label={texts.ownerLabel}
          placeholder={texts.ownerPlaceholder}
          value={values.owner}
          onChange={(owner) => onChange({ owner })}
        />
        <FormField label={texts.sourceLabel}>
          <NativeSelect
            options={sourceOptions}
            value={values.source}
            onValueChange={(source) => onChange({ source: source as TAdminFlashcardSource })}
          />
        </FormField>
        <FormField label={texts.topicLabel}>
          <NativeSelect options={topicOptions} value={values.topic} onValueChange={(topic) => onChange({ topic })} />
        </FormField>
        <TextFilter
          label={texts.tagLabel}
          placeholder={texts.tagPlaceholder}
          value={values.tags}
          onChange={(tags) => onChange({ tags })}
        />
      </div>
    </div>
  );
}
