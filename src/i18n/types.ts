// Catalog typing: `en` is the key schema; another language must have the same keys, any strings.
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export type Locale = 'en' | 'id';
export const LOCALES: readonly Locale[] = ['en', 'id'];
export const DEFAULT_LOCALE: Locale = 'en';
