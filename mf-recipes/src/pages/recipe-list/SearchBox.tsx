import { SearchOutlined } from '@ant-design/icons';
import Input from 'antd/es/input/Input';
import { useEffect, useState } from 'react';

/** How long typing must pause before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
}

/**
 * The search box: what is typed reaches the URL (and so the server) once typing pauses. When the
 * URL changes by itself (back button, 'Clear Filters'), the box shows its search.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Input
      type="search"
      size="large"
      allowClear
      aria-label="Search recipes"
      placeholder="Search recipes or ingredients"
      prefix={<SearchOutlined aria-hidden />}
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
