/**
 * Puts `text` on the clipboard; true when it got there. The clipboard API is refused on plain-http
 * origins and when the page lacks the permission, so a hidden text area copied with the older
 * `execCommand('copy')` takes over then: copying text must always work.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyThroughTextArea(text);
  }
}

function copyThroughTextArea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
