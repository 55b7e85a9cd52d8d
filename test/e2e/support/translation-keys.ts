import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/** Every key of the English translations as the page would show it untranslated: "header.logout". */
export function translationKeys(): string[] {
  const file = path.resolve(__dirname, '..', '..', '..', 'locales', 'en', 'translation.json');
  const keys: string[] = [];
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') keys.push(`${prefix}${key}`);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree, '');
  return keys;
}
