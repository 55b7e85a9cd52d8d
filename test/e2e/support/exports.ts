/** Reading back what a list's output actions give: the downloaded file's bytes, and a CSV's rows. */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/** Clicks the actions' button and returns the file the browser downloads. */
export async function downloadFrom(page: Page, actions: Locator, button: RegExp): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), actions.getByRole('button', { name: button }).click()]);
  return fs.readFileSync(await file.path());
}

/** The CSV's rows as fields, read as RFC 4180 says (names hold commas, and are quoted then); it must start with a BOM. */
export function csvRows(bytes: Buffer, separator: string): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) { row.push(field); field = ''; }
    else if (char === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; }
    else field += char;
  }
  return rows;
}
