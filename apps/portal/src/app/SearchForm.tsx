import { Button, SearchField, Toolbar } from '@socios/ui';
import { type FormEvent, useState } from 'react';

/** Props of SearchForm. */
export interface SearchFormProps {
  /** The box's accessible name (hidden label). */
  label: string;
  /** Placeholder of the box. */
  placeholder: string;
  /** What the box holds at first (the search in force). */
  initial?: string;
  /** 'Buscar' or Enter: the text typed, as typed. */
  onSearch: (text: string) => void;
}

/** A search box with its 'Buscar' button that searches on the button or Enter, not on every key (contacts, audit log). */
export function SearchForm({ label, placeholder, initial = '', onSearch }: SearchFormProps) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Toolbar as="form" grow="xs" role="search" onSubmit={submit}>
      <SearchField label={label} labelHidden placeholder={placeholder} value={draft} onChange={(e) => setDraft(e.target.value)} />
      <Button type="submit" variant="secondary">
        Buscar
      </Button>
    </Toolbar>
  );
}
