import { Search } from 'lucide-react';
import { Input } from './input';

interface SearchInputProps {
  /** The accessible name; the placeholder alone is not a label. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A search box with its magnifier icon, as every list screen uses it. */
export function SearchInput({ label, placeholder, value, onChange, className }: SearchInputProps) {
  return (
    <div className={`relative ${className ?? ''}`}>
      <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
