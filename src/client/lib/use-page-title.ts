import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Between what the page shows and the product's name: "6ES7214 – pricetool". */
export const PAGE_TITLE_SEPARATOR = ' – ';

/** The tab's title: what the page shows first, so that tabs and history entries tell pages apart. */
export function pageTitle(subject: string | null | undefined, product: string): string {
  const shown = subject?.trim();
  return shown ? `${shown}${PAGE_TITLE_SEPARATOR}${product}` : product;
}

/**
 * Names the browser tab, and with it the page's entry in the history, after what the page shows
 * (in the customer's language); the product's name alone when there is nothing to name.
 */
export function usePageTitle(subject: string | null | undefined): void {
  const { t } = useTranslation();
  const title = pageTitle(subject, t('app.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
