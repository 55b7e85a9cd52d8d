/**
 * The keys of the distributor's own texts and settings (docs/imports.md, Texts and addresses): served by
 * GET /api/content, imported with npm run content:import, edited in the staff console. The texts
 * themselves live in the database (their defaults on the server), never in the page's bundle.
 */

/** Settings have no language: one value each, in the `en` column of an import. */
export const CONTENT_SETTING_KEYS = ['order.email', 'contact.email', 'company.name'] as const;
export type ContentSettingKey = (typeof CONTENT_SETTING_KEYS)[number];

/** The settings that are e-mail addresses. */
export const CONTENT_ADDRESS_KEYS: readonly ContentSettingKey[] = ['order.email', 'contact.email'];

/** The start page's FAQ entries, in the order shown; each has faq.<id>.question and faq.<id>.answer. */
export const FAQ_IDS = [
  'stock', 'delivery', 'warehouse', 'catalogue', 'notShop', 'order',
  'onRequest', 'moq', 'replacements', 'alternatives', 'customs', 'languages',
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

/** Texts in four languages (an empty language falls back to English). */
export const CONTENT_TEXT_KEYS = [
  'welcome.title', 'welcome.text', 'newBrands.title', 'newBrands.text', 'enquiries.title', 'enquiries.text',
  ...FAQ_IDS.flatMap((id) => [`faq.${id}.question`, `faq.${id}.answer`] as const),
] as const;
export type ContentTextKey = (typeof CONTENT_TEXT_KEYS)[number];

export type ContentKey = ContentSettingKey | ContentTextKey;
export const CONTENT_KEYS: readonly ContentKey[] = [...CONTENT_SETTING_KEYS, ...CONTENT_TEXT_KEYS];

/**
 * The placeholders a text may hold: {{email}} the order address, {{contactEmail}} the contact
 * address, {{total}} the catalogue's size. <mail>…</mail> makes the address inside it a mail link.
 */
export const CONTENT_PLACEHOLDERS = ['email', 'contactEmail', 'total'] as const;
