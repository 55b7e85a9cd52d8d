import { useEffect, useState } from 'react';
import type { Suggestion } from '../../../../shared/contract';
import { normaliseQuery } from '../../../../shared/normalise';
import { api } from '../../../api/api';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_LENGTH } from '../../../config/constants';

const NONE: Suggestion[] = [];

/** The answer's own state would re-render the box at every request; the box reads the answers it awaits. */
const nothingFromResult = () => ({});

/**
 * The suggestions for what the customer typed, null when nothing is being typed (the box lost the
 * focus, a search started). One request per pause of SUGGESTION_DEBOUNCE_MS: a key pressed
 * sooner cancels the wait, and a key pressed while a request is under way aborts it, so an older
 * answer never replaces a newer one. A failed request shows nothing and is not retried: the box
 * works on without suggestions. The last list stays while the customer types on, until the next
 * answer, so it does not flicker at every key.
 */
export function useSuggestions(typed: string | null): Suggestion[] {
  const [fetchSuggestions] = api.endpoints.suggestions.useLazyQuery({ selectFromResult: nothingFromResult });
  const [suggestions, setSuggestions] = useState<Suggestion[]>(NONE);
  const query = typed !== null && normaliseQuery(typed).length >= SUGGESTION_MIN_LENGTH ? typed.trim() : null;

  useEffect(() => {
    if (query === null) {
      setSuggestions(NONE);
      return undefined;
    }
    let request: ReturnType<typeof fetchSuggestions> | null = null;
    const timer = setTimeout(() => {
      request = fetchSuggestions({ q: query });
      request.unwrap().then((answer) => setSuggestions(answer.suggestions), () => undefined);
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [query, fetchSuggestions]);

  return query === null ? NONE : suggestions;
}
