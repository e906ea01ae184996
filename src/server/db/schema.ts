import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Demo requests and other enquiries (spec section 3, Contact). */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company').notNull(),
    industry: text('industry'),
    message: text('message'),
    source: text('source').notNull().default('demo'),
    /** Sales pipeline status: new, contacted, qualified, won, lost. */
    status: text('status').notNull().default('new'),
    /** Caught by the honeypot or the minimum fill time: kept, never notified. */
    isSpam: boolean('is_spam').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contacts_created_at_idx').on(table.createdAt.desc())],
);

/** Staff accounts for the leads inbox (spec section 3, User). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  isActive: boolean('is_active').notNull().default(true),
});

export type ContactRow = typeof contacts.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;
