import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    isSpecial: boolean('is_special').notNull().default(false),
  },
  (t) => [
    index('menu_items_category_idx').on(t.category, t.id),
    check('menu_items_price_not_negative', sql`${t.price} >= 0`),
  ],
)

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
  imageUrl: text('image_url'),
})

export const tables = pgTable(
  'tables',
  {
    id: serial('id').primaryKey(),
    tableNumber: integer('table_number').notNull().unique(),
    capacity: integer('capacity').notNull().default(4),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [check('tables_capacity_positive', sql`${t.capacity} > 0`)],
)

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    // Venue-local calendar date and HH:mm time; the 2-hour window is computed from them.
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    guests: integer('guests').notNull(),
    seatingPreference: text('seating_preference').notNull().default('table'),
    tableId: integer('table_id').references(() => tables.id, { onDelete: 'set null' }),
    notes: text('notes'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_date_idx').on(t.date, t.time),
    check('reservations_guests_range', sql`${t.guests} between 1 and 20`),
    check('reservations_status_known', sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled')`),
    check('reservations_seating_known', sql`${t.seatingPreference} in ('table', 'bar')`),
  ],
)

export const offerItems = pgTable(
  'offer_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [check('offer_items_price_not_negative', sql`${t.price} >= 0`)],
)

export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

export const staffSessions = pgTable(
  'staff_sessions',
  {
    // SHA-256 of the cookie token: a leaked table does not leak usable sessions.
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
)

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    // Hash of the client address: enough to throttle, useless as personal data.
    clientKey: text('client_key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.username, t.failedAt),
    index('login_failures_client_idx').on(t.clientKey, t.failedAt),
  ],
)

/** One row per visitor per venue-local day seen; the visitor id is a random cookie value. */
export const visitorDays = pgTable(
  'visitor_days',
  {
    visitorId: text('visitor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.day] }), index('visitor_days_day_idx').on(t.day)],
)

/** Small key/value facts about the installation, e.g. that demo data was loaded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})
