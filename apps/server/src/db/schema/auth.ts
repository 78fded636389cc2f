import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people';

/** Session tokens: only the SHA-256 of the random key is kept, so a leaked table opens nothing. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key_hash: varchar('key_hash', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tokens_key_hash_key').on(t.key_hash),
    index('tokens_user_idx').on(t.user_id),
  ],
);

/**
 * One-time links to choose a password: the reset flow and the welcome mail of a new student.
 * Only the hash of the token is kept; `used_at` makes it single-use.
 */
export const password_resets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    proposito: varchar('proposito', { length: 20 }).notNull().default('reset'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.token_hash),
    index('password_resets_user_idx').on(t.user_id),
  ],
);

/**
 * Fixed-window counters kept in the database, so every server instance shares them (failed
 * logins per username and per address, public sign-ups per address).
 */
export const rate_limits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.reset_at)],
);
