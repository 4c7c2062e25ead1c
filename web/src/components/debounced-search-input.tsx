import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';

/** The server searches as the consultant types, once they pause. */
export const SEARCH_DEBOUNCE_MS = 300;

interface DebouncedSearchInputProps {
  label: string;
  placeholder: string;
  maxLength: number;
  /** The search the list starts from; the field then keeps its own text as it is typed. */
  search: string;
  /** Called with the trimmed text once typing pauses. */
  onSearchChange: (search: string) => void;
  style?: CSSProperties;
}

/** A list's search field, which asks the server only once the consultant pauses. */
export function DebouncedSearchInput({
  label,
  placeholder,
  maxLength,
  search,
  onSearchChange,
  style = { flex: '1 1 16rem' },
}: DebouncedSearchInputProps) {
  const [text, setText] = useState(search);
  const sendSearch = useDebouncedCallback(
    (value: string) => onSearchChange(value.trim()),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={maxLength}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        sendSearch(event.currentTarget.value);
      }}
      style={style}
    />
  );
}
