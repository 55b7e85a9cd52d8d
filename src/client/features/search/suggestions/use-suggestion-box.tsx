import { lazy, Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { Suggestion } from '../../../../shared/contract';
import { suggestionChosen } from '../search-slice';
import { SUGGESTION_LIST_ID, suggestionOptionId } from './suggestion-ids';
import { useSuggestions } from './use-suggestions';

/**
 * The list's own chunk: the page's first paint carries only the box's keys and roles. It is asked
 * for at the first key typed, so it arrives while the first suggestions are awaited.
 */
const loadSuggestionList = () => import(/* webpackChunkName: "suggestions" */ './SuggestionList');
const SuggestionList = lazy(loadSuggestionList);


const NOTHING_HIGHLIGHTED = -1;

/**
 * The search box as a combobox (docs/behaviour.md, Suggestions as one types): what the customer
 * types (`typed`, from onChange) is offered suggestions; ArrowDown/ArrowUp move through them,
 * Enter on a highlighted one or a tap chooses it, Escape and leaving the box close them. Enter
 * with nothing highlighted is left to the form: it searches as it always did. Nothing opens while
 * a search loads, and what was typed before it is forgotten, so the list does not come back over
 * the results when loading ends.
 */
export function useSuggestionBox(loading: boolean) {
  const dispatch = useDispatch();
  const [typed, setTyped] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState(NOTHING_HIGHLIGHTED);
  const suggestions = useSuggestions(loading ? null : typed);
  const open = !loading && typed !== null && suggestions.length > 0;

  useEffect(() => {
    if (loading) setTyped(null);
  }, [loading]);
  useEffect(() => setHighlighted(NOTHING_HIGHLIGHTED), [suggestions]);

  const close = () => setTyped(null);
  const choose = (suggestion: Suggestion) => {
    close();
    dispatch(suggestionChosen({ artnr: suggestion.article.artnr, brand: suggestion.article.brand }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      // From nothing highlighted, down goes to the first and up to the last.
      setHighlighted((current) => (current === NOTHING_HIGHLIGHTED && step < 0 ? suggestions.length - 1 : (current + step + suggestions.length) % suggestions.length));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && highlighted !== NOTHING_HIGHLIGHTED) {
      event.preventDefault();
      choose(suggestions[highlighted]);
    }
  };

  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': open ? SUGGESTION_LIST_ID : undefined,
    'aria-activedescendant': open && highlighted !== NOTHING_HIGHLIGHTED ? suggestionOptionId(highlighted) : undefined,
    onKeyDown,
    onBlur: close,
  } as const;

  const list = open ? (
    <Suspense fallback={null}>
      <SuggestionList suggestions={suggestions} highlighted={highlighted} onHighlight={setHighlighted} onChoose={choose} />
    </Suspense>
  ) : null;

  const typedText = (text: string) => {
    if (loading) return;
    setTyped(text);
    void loadSuggestionList();
  };

  return { inputProps, list, typed: typedText, close };
}
