/** The listbox and its options, named by the box's aria-controls and aria-activedescendant. */
export const SUGGESTION_LIST_ID = 'search-suggestions';
export const suggestionOptionId = (index: number) => `${SUGGESTION_LIST_ID}-${index}`;
