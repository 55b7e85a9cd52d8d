/**
 * README.md's Configuration table and the schema of the environment variables
 * (src/server/config/environment.ts) name the same variables, each once, with the same default.
 * The meanings are not compared: the README's say more (links, examples) and are written for the
 * operator; a variable missing, left behind or given another default is what goes wrong unseen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Environment } from '../../src/server/config';

const README = fs.readFileSync(path.resolve(__dirname, '..', '..', 'README.md'), 'utf8');

interface Row { name: string; fallback: string; meaning: string }

/** The rows `| \`NAME\` | default | meaning |` of the table under `## Configuration`. */
function configurationRows(markdown: string): Row[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Configuration\n'));
  if (section === undefined) throw new Error('README.md has no "## Configuration" section');
  return [...section.matchAll(/^\| `([A-Za-z0-9_]+)` \| (.*?) \| (.*) \|$/gm)].map(([, name, fallback, meaning]) => ({ name, fallback, meaning }));
}

const rows = configurationRows(README);
const variables = Object.entries(Environment.properties).map(([name, schema]) => ({ name, fallback: (schema as { default?: string }).default }));

it('has one row for each variable of the schema, and no other', () => {
  expect(rows.map((row) => row.name).sort()).toEqual(variables.map((variable) => variable.name).sort());
});

it.each(variables)('gives $name the schema\'s default', ({ name, fallback }) => {
  const row = rows.find((candidate) => candidate.name === name);
  expect(row).toBeDefined();
  // A variable without a default is "(none)", or "(none: `development`)" saying what unset means.
  if (fallback === undefined) expect(row!.fallback).toMatch(/^\(none\b/);
  else expect(row!.fallback).toBe(`\`${fallback}\``);
  expect(row!.meaning.trim()).not.toBe('');
});
