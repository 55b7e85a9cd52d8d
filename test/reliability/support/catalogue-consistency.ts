/**
 * Judges answers given while catalogues are swapped: each must come wholly from one of the
 * catalogues that may be serving. A search answer names its catalogue in x-catalogue-version; its
 * total must be that catalogue's total for the search and every article must belong to it. A
 * health answer's article count must be the count of the catalogue it names.
 *
 * A catalogue that is still being imported has no known version yet: the first unknown version
 * seen is bound to it, and any further unknown version is an error.
 */
import type { Outcome } from './http-client';
import { searchKey, type SearchParams } from './catalogues';

export interface ServingCandidate {
  label: string;
  /** Known for the catalogue serving now; unknown for one being imported. */
  version?: string;
  articles: number;
  /** The expected total of each search, by searchKey. */
  totals: Map<string, number>;
  /** Whether an article (by its name) belongs to this catalogue. */
  owns(articleName: string): boolean;
}

export class CatalogueConsistency {
  readonly problems: string[] = [];
  /** Consistent search answers per catalogue label. */
  readonly searches = new Map<string, number>();
  /** Consistent health answers per catalogue label. */
  readonly healthChecks = new Map<string, number>();

  constructor(private readonly candidates: ServingCandidate[]) {}

  private candidateFor(version: string | undefined): ServingCandidate | undefined {
    if (!version) return undefined;
    const bound = this.candidates.find((candidate) => candidate.version === version);
    if (bound) return bound;
    const unbound = this.candidates.find((candidate) => candidate.version === undefined);
    if (unbound) unbound.version = version;
    return unbound;
  }

  private problem(text: string): void {
    // The first few say what went wrong; thousands of the same would only hide it.
    if (this.problems.length < 20) this.problems.push(text);
    else if (this.problems.length === 20) this.problems.push('… and more');
  }

  private static count(tally: Map<string, number>, candidate: ServingCandidate): void {
    tally.set(candidate.label, (tally.get(candidate.label) ?? 0) + 1);
  }

  search(params: SearchParams, outcome: Outcome): void {
    if (outcome.status !== 200) return; // counted as a failure by the caller's tally
    const version = outcome.headers['x-catalogue-version'] as string | undefined;
    const candidate = this.candidateFor(version);
    if (!candidate) return this.problem(`search ${searchKey(params)}: catalogue version ${version} is none of the catalogues that may serve`);
    const body = JSON.parse(outcome.body) as { total: number; articles: { name: string }[] };
    const expected = candidate.totals.get(searchKey(params));
    if (body.total !== expected) {
      return this.problem(`search ${searchKey(params)} from ${candidate.label} (${version}): total ${body.total}, that catalogue has ${expected}`);
    }
    const foreign = body.articles.find((article) => !candidate.owns(article.name));
    if (foreign) return this.problem(`search ${searchKey(params)} from ${candidate.label}: article "${foreign.name}" is not from that catalogue`);
    CatalogueConsistency.count(this.searches, candidate);
  }

  health(outcome: Outcome): void {
    if (outcome.status !== 200) return;
    const body = JSON.parse(outcome.body) as { articles: number; catalogueVersion: string };
    const candidate = this.candidateFor(body.catalogueVersion);
    if (!candidate) return this.problem(`health: catalogue version ${body.catalogueVersion} is none of the catalogues that may serve`);
    if (body.articles !== candidate.articles) {
      return this.problem(`health: ${candidate.label} (${body.catalogueVersion}) with ${body.articles} articles; it has ${candidate.articles}`);
    }
    CatalogueConsistency.count(this.healthChecks, candidate);
  }
}
