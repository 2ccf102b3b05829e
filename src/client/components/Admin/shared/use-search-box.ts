import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * A search box over a list's asked search (the URL's `q`): what is typed shows at once and is asked of `onSearch`
 * once typing pauses; when the asked search changes from outside (Back, a link), the box follows it.
 */
export function useSearchBox(asked: string, onSearch: ((q: string) => void) | undefined) {
  const [query, setQuery] = useState(asked);
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const lastAsked = useRef(asked);
  useEffect(() => {
    if (!onSearch || debounced === lastAsked.current) return;
    lastAsked.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);
  useEffect(() => {
    if (asked === lastAsked.current) return;
    lastAsked.current = asked;
    setQuery(asked);
  }, [asked]);
  return [query, setQuery] as const;
}
