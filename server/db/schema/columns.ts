// Column helpers shared by every table file.
import { integer, serial, timestamp } from 'drizzle-orm/pg-core';

export const id = () => serial('id').primaryKey();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true });
export const ref = (name: string) => integer(name);
