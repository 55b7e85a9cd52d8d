/**
 * What the texts page keeps while a staff member edits: the values shown, each key's changes
 * against the saved ones, and the server's problems by key and language.
 */
import type { AdminContentEntry, AdminContentProblems } from '../../../shared/content-contract';
import type { Language } from '../../../shared/languages';

export type Values = AdminContentEntry['values'];
export type Problem = NonNullable<AdminContentProblems['problems']>[number];

/** The entries whose values differ from the saved ones, as a PUT sends them. */
export function changedEntries(saved: readonly AdminContentEntry[], edited: Readonly<Record<string, Values>>) {
  return saved.flatMap(({ key, values }) => {
    const now = edited[key];
    return now && (Object.keys(values) as Language[]).some((language) => now[language] !== values[language]) ? [{ key, values: now }] : [];
  });
}

/** A PUT's problems, by "key language". */
export function problemsByCell(problems: readonly Problem[]): Map<string, Problem> {
  return new Map(problems.map((problem) => [`${problem.key} ${problem.language}`, problem]));
}

/** The problems of a refused save, when its answer carries them. */
export function problemsOf(error: unknown): Problem[] {
  const data = (error as { data?: Partial<AdminContentProblems> } | null)?.data;
  return Array.isArray(data?.problems) ? data.problems : [];
}
