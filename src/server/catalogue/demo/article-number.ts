/**
 * Article-number patterns (syntax in brand-profile.ts) compiled once and rendered without
 * regexes: each token renders both the printed text and its normalised form (normaliseQuery),
 * so the hot path never normalises a whole string.
 */
import { normaliseQuery } from '../../../shared/normalise';
import type { Prng } from './prng';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const LOWER = LETTERS.toLowerCase();
const DIGITS = '0123456789';

type Token =
  | { kind: 'text'; text: string; key: string }
  | { kind: 'digit'; from: number }
  | { kind: 'letter' }
  | { kind: 'choice'; options: readonly (readonly Token[])[] };

export interface CompiledPattern {
  source: string;
  tokens: readonly Token[];
  /** How many distinct printed numbers the pattern can produce. */
  capacity: number;
  /** Whether the printed number contains letters (then it reads like a type code). */
  hasLetters: boolean;
}

function compileSequence(source: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flush = (): void => {
    if (text) tokens.push({ kind: 'text', text, key: normaliseQuery(text) });
    text = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '#' || ch === '%' || ch === '@') {
      flush();
      tokens.push(ch === '@' ? { kind: 'letter' } : { kind: 'digit', from: ch === '#' ? 0 : 1 });
    } else if (ch === '{') {
      const end = source.indexOf('}', i);
      if (end < 0) throw new Error(`Unclosed { in pattern ${source}`);
      flush();
      tokens.push({ kind: 'choice', options: source.slice(i + 1, end).split('|').map(compileSequence) });
      i = end;
    } else {
      text += ch;
    }
  }
  flush();
  return tokens;
}

function capacityOf(tokens: readonly Token[]): number {
  let total = 1;
  for (const t of tokens) {
    if (t.kind === 'digit') total *= 10 - t.from;
    else if (t.kind === 'letter') total *= LETTERS.length;
    else if (t.kind === 'choice') total *= t.options.reduce((sum, option) => sum + capacityOf(option), 0);
  }
  return total;
}

function lettersIn(tokens: readonly Token[]): boolean {
  return tokens.some((t) =>
    t.kind === 'letter' ||
    (t.kind === 'text' && t.text.toLowerCase() !== t.text.toUpperCase()) ||
    (t.kind === 'choice' && t.options.some(lettersIn)));
}

export function compilePattern(source: string): CompiledPattern {
  const tokens = compileSequence(source);
  return { source, tokens, capacity: capacityOf(tokens), hasLetters: lettersIn(tokens) };
}

/** A reusable holder for one rendered number, so the hot path allocates no result objects. */
export class ArticleNumber {
  artnr = '';
  /** normaliseQuery(artnr). */
  key = '';

  render(rng: Prng, pattern: CompiledPattern): this {
    this.artnr = '';
    this.key = '';
    this.append(rng, pattern.tokens);
    return this;
  }

  private append(rng: Prng, tokens: readonly Token[]): void {
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      switch (t.kind) {
        case 'text':
          this.artnr += t.text;
          this.key += t.key;
          break;
        case 'digit': {
          const d = DIGITS[t.from + Math.floor(rng.next() * (10 - t.from))];
          this.artnr += d;
          this.key += d;
          break;
        }
        case 'letter': {
          const n = Math.floor(rng.next() * LETTERS.length);
          this.artnr += LETTERS[n];
          this.key += LOWER[n];
          break;
        }
        case 'choice':
          this.append(rng, t.options[Math.floor(rng.next() * t.options.length)]);
          break;
      }
    }
  }
}

/**
 * A set of prefixes, checked by looking up each prefix length present in the set (only the
 * lengths of prefixes that share the key's first character).
 */
export class PrefixSet {
  private readonly prefixes: Set<string>;
  private readonly lengthsByFirst = new Map<string, number[]>();

  constructor(prefixes: Iterable<string>) {
    this.prefixes = new Set([...prefixes].filter((p) => p.length > 0));
    for (const prefix of this.prefixes) {
      const lengths = this.lengthsByFirst.get(prefix[0]) ?? [];
      if (!lengths.includes(prefix.length)) lengths.push(prefix.length);
      this.lengthsByFirst.set(prefix[0], lengths.sort((a, b) => a - b));
    }
  }

  /** Whether key starts with any prefix of the set. */
  matches(key: string): boolean {
    const lengths = this.lengthsByFirst.get(key[0]);
    if (lengths === undefined) return false;
    for (let i = 0; i < lengths.length; i++) {
      const length = lengths[i];
      if (length > key.length) return false;
      if (this.prefixes.has(key.slice(0, length))) return true;
    }
    return false;
  }
}
