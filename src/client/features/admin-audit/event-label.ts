import type { TFunction } from 'i18next';

/** A kind of audit line in the console's language; a kind this page has no text for shows as recorded. */
export function eventLabel(t: TFunction, event: string): string {
  return t(`admin.audit.events.${event}`, { defaultValue: event });
}
