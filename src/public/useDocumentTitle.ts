// document.title follows the template "%s - LSI"; without a page title, the product's name.
// Also keeps <html lang> in step with the URL after client-side language switches.
import { useEffect } from 'react';
import { translateLite } from '../i18n/lite.ts';
import type { Locale } from '../i18n/types.ts';

export const TITLE_TEMPLATE = '%s - LSI';

export function pageTitle(title: string | undefined, locale: Locale): string {
  return title ? TITLE_TEMPLATE.replace('%s', title) : translateLite(locale, 'auth.appTitle');
}

export function useDocumentTitle(title: string | undefined, locale: Locale): void {
  useEffect(() => {
    document.title = pageTitle(title, locale);
    document.documentElement.lang = locale;
  }, [title, locale]);
}
