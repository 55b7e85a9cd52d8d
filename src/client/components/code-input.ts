/**
 * Article numbers and e-mail addresses are codes, not prose: a phone's keyboard must type them
 * as they are, without capitalising the first letter, replacing them with a dictionary word or
 * underlining them as misspelt.
 */
export const CODE_INPUT = { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } as const;
