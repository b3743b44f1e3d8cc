// A notification's texts in every language, written once when the event happens: the title and
// HTML body come from contract/messages.ts (group `notification`, "<event>Title" and
// "<event>Body"), numbers with Indonesian separators in both languages (spec 1 §9), values
// HTML-escaped in the body. The bell answers each reader the texts of their language.
import { catalogs, fill, pluralForm, type Locale, type MessageVars } from '../../contract/messages.ts';
import { formatNumber } from '../../contract/numbers.ts';

type EventOf<K> = K extends `${infer E}Title` ? E : never;
/** "weighbridgeLoad" for weighbridgeLoadTitle / weighbridgeLoadBody. */
export type NotificationEvent = EventOf<keyof (typeof catalogs)['en']['notification']>;

export interface NotificationTexts {
  titleEn: string;
  titleId: string;
  bodyEn: string;
  bodyId: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function valuesFor(vars: MessageVars, html: boolean): MessageVars {
  return Object.fromEntries(
    Object.entries(vars).map(([k, v]) => {
      const text = typeof v === 'number' ? formatNumber(v) : v;
      return [k, html ? escapeHtml(text) : text];
    }),
  );
}

export function notificationTexts(event: NotificationEvent, vars: MessageVars): NotificationTexts {
  const text = (locale: Locale, part: 'Title' | 'Body') =>
    fill(pluralForm(locale, catalogs[locale].notification[`${event}${part}`], vars.smart_count), valuesFor(vars, part === 'Body'));
  return { titleEn: text('en', 'Title'), titleId: text('id', 'Title'), bodyEn: text('en', 'Body'), bodyId: text('id', 'Body') };
}

/** The title and body a reader of `locale` gets. */
export const textsIn = (row: NotificationTexts, locale: Locale) =>
  locale === 'id' ? { title: row.titleId, body: row.bodyId } : { title: row.titleEn, body: row.bodyEn };
