import { sql } from 'drizzle-orm'
import type { ContentTranslations } from '~/lib/content-translations'
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** Menu categories, staff-managed: `slug` names them in URLs and on items; `position` orders all of them from 1. */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['food', 'drink'] }).notNull(),
    position: integer('position').notNull(),
    /** Staff's translations of the text fields, by language: { ko: { name, description } } (app/lib/languages.ts). */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('menu_categories_name_key').on(sql`lower(${t.name})`),
    check('menu_categories_kind_known', sql`${t.kind} in ('food', 'drink')`),
  ],
)

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    // A renamed slug follows to the items; a category with items cannot be deleted (they move first).
    category: text('category')
      .notNull()
      .references(() => menuCategories.slug, { onUpdate: 'cascade', onDelete: 'restrict' }),
    imageUrl: text('image_url'),
    isSpecial: boolean('is_special').notNull().default(false),
    dietLabels: text('diet_labels').array().notNull().default(sql`'{}'::text[]`),
    /** End of the venue day the item was sold out on; the item is available again from then on. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true, mode: 'date' }),
    /** Staff's translations of the text fields, by language: { ko: { name, description } } (app/lib/languages.ts). */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
  },
  (t) => [
    index('menu_items_category_idx').on(t.category, t.id),
    check('menu_items_price_not_negative', sql`${t.price} >= 0`),
    check(
      'menu_items_diet_labels_known',
      sql`${t.dietLabels} <@ array['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'contains-nuts', 'spicy']::text[]`,
    ),
  ],
)

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/** A photo staff uploaded: its size as uploaded (metadata stripped, orientation applied). The bytes are in its variants. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('images_size_positive', sql`${t.width} > 0 and ${t.height} > 0`)],
)

/**
 * One resized encoding of an image. `fingerprint` (a hash of the bytes) is part of its URL, so the URL of a
 * variant never serves other bytes and browsers may keep it for a year. Stored in the database so that every
 * app process serves it without a shared disk.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ name: 'image_variants_pk', columns: [t.imageId, t.width, t.format] }),
    check('image_variants_format_known', sql`${t.format} in ('avif', 'webp', 'jpeg')`),
  ],
)

/** Events: `date` is the start (an instant; staff enter it in venue time), `endsAt` the optional end. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** A photo given as a URL (events made before uploads existed); an uploaded photo (imageId) comes first. */
    imageUrl: text('image_url'),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    /** Staff's translations of the text fields, by language: { ko: { name, description } } (app/lib/languages.ts). */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
  },
  (t) => [index('events_date_idx').on(t.date), check('events_end_after_start', sql`${t.endsAt} is null or ${t.endsAt} > ${t.date}`)],
)

/** The public gallery, in `position` order (1..N); each photo is one uploaded image, deleted with it. */
export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: serial('id').primaryKey(),
    imageId: integer('image_id')
      .notNull()
      .unique()
      .references(() => images.id, { onDelete: 'cascade' }),
    alt: text('alt').notNull(),
    position: integer('position').notNull(),
    /** Staff's translations of the text fields, by language: { ko: { name, description } } (app/lib/languages.ts). */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
  },
  (t) => [index('gallery_photos_position_idx').on(t.position)],
)

/** The venue's public details (one row, id 1): the VenueJson contract, validated by its schema on every write. */
export const venueSettings = pgTable(
  'venue_settings',
  {
    id: smallint('id').primaryKey().default(1),
    data: jsonb('data').notNull(),
  },
  (t) => [check('venue_settings_one_row', sql`${t.id} = 1`)],
)

/** Weekly opening hours, one row per weekday (0 = Sunday). A `closes` not after `opens` is the next morning. */
export const openingHours = pgTable(
  'opening_hours',
  {
    weekday: smallint('weekday').primaryKey(),
    closed: boolean('closed').notNull().default(false),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (t) => [check('opening_hours_weekday_range', sql`${t.weekday} between 0 and 6`)],
)

/** One date's exception to the weekly hours: closed, or special hours; `note` is shown to guests ("Private event"). */
export const openingExceptions = pgTable('opening_exceptions', {
  date: date('date', { mode: 'string' }).primaryKey(),
  closed: boolean('closed').notNull(),
  opens: text('opens'),
  closes: text('closes'),
  note: text('note'),
  /** Staff's translations of the text fields, by language: { ko: { name, description } } (app/lib/languages.ts). */
  translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
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

/**
 * The seating rules (one row, id 1): how often a booking may start, how long a party stays by its size, how many
 * covers may start in one interval (pacing), and until how long before the start guests may change their booking.
 */
export const seatingRules = pgTable(
  'seating_rules',
  {
    id: integer('id').primaryKey().default(1),
    slotMinutes: smallint('slot_minutes').notNull().default(30),
    /** `[{ maxGuests, minutes }]` sorted by maxGuests, the last covering the largest party: validated on every write. */
    stays: jsonb('stays').notNull().default([{ maxGuests: 20, minutes: 120 }]),
    /** Null: no pacing. */
    maxCoversPerSlot: integer('max_covers_per_slot'),
    guestChangeCutoffMinutes: integer('guest_change_cutoff_minutes').notNull().default(120),
    /** How long after its time the host stand waits before a booking is a no-show (the host's dialog says so). */
    noShowGraceMinutes: integer('no_show_grace_minutes').notNull().default(15),
  },
  (t) => [
    check('seating_rules_one_row', sql`${t.id} = 1`),
    check('seating_rules_slot_minutes_known', sql`${t.slotMinutes} in (15, 30)`),
    check('seating_rules_max_covers_range', sql`${t.maxCoversPerSlot} is null or ${t.maxCoversPerSlot} between 1 and 500`),
    check('seating_rules_cutoff_range', sql`${t.guestChangeCutoffMinutes} between 0 and 10080`),
    check('seating_rules_no_show_grace_range', sql`${t.noShowGraceMinutes} between 0 and 120`),
  ],
)

/**
 * Joined tables: 2 to 4 tables (ids ascending, distinct) that seat `capacity` together. A booking on the combination
 * holds every one of its tables, so a booking on any of them blocks it.
 */
export const tableCombinations = pgTable(
  'table_combinations',
  {
    id: serial('id').primaryKey(),
    tableIds: integer('table_ids').array().notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    unique('table_combinations_tables_unique').on(t.tableIds),
    check('table_combinations_table_count', sql`cardinality(${t.tableIds}) between 2 and 4`),
    check(
      'table_combinations_tables_sorted',
      sql`array_ndims(${t.tableIds}) = 1 and array_position(${t.tableIds}, null) is null
        and ${t.tableIds}[1] < ${t.tableIds}[2]
        and (cardinality(${t.tableIds}) < 3 or ${t.tableIds}[2] < ${t.tableIds}[3])
        and (cardinality(${t.tableIds}) < 4 or ${t.tableIds}[3] < ${t.tableIds}[4])`,
    ),
    check('table_combinations_capacity_range', sql`${t.capacity} between 1 and 200`),
  ],
)

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Null for a walk-in or phone booking staff took without one. */
    email: text('email'),
    phone: text('phone'),
    /** The venue day guests call the booking by ('yyyy-MM-dd'). */
    date: date('date', { mode: 'string' }).notNull(),
    /** 'HH:mm' on a 15-minute grid; a time before the day's opening is after midnight, on the next calendar day. */
    time: text('time').notNull(),
    /**
     * The real start, on the venue's wall clock (no zone): `date` + `time`, or the next date + `time` after midnight.
     * Read as 'yyyy-MM-dd HH:mm:ss' on both engines.
     */
    startsAt: timestamp('starts_at', { mode: 'string' }).notNull(),
    /** This booking's stay; it ends at startsAt + stayMinutes. */
    stayMinutes: smallint('stay_minutes').notNull().default(120),
    guests: integer('guests').notNull(),
    seatingPreference: text('seating_preference').notNull().default('table'),
    tableId: integer('table_id').references(() => tables.id, { onDelete: 'set null' }),
    /** Joined tables the party sits at; when set, the booking holds every table of it (tableId is then not used). */
    combinationId: integer('combination_id').references(() => tableCombinations.id, { onDelete: 'set null' }),
    notes: text('notes'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Short booking reference for people ('BB-7K3Q9'); not a secret. Null on bookings made before it existed. */
    reference: text('reference').unique('reservations_reference_unique'),
    /** SHA-256 (hex) of the guest's private manage token; the token itself is never stored. */
    manageTokenHash: text('manage_token_hash').unique('reservations_manage_token_hash_unique'),
    /** 'online' (the guest's own booking), 'walk-in' or 'phone' (recorded by staff). */
    source: text('source').notNull().default('online'),
    /** Staff's own note, apart from the guest's `notes`. */
    staffNote: text('staff_note'),
    /** Staff's message to the guest, e.g. why a group request was declined. */
    guestMessage: text('guest_message'),
    /** The language the guest booked in (app/lib/languages.ts): their e-mails and calendar file follow it. */
    language: text('language').notNull().default('en'),
    /** Raised by the database on every update (drizzle/0008): a staff change names the version it was made on. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('reservations_date_idx').on(t.date, t.time),
    index('reservations_starts_at_idx').on(t.startsAt),
    check('reservations_time_quarter', sql`${t.time} ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$'`),
    // A time that is not a quarter is left to reservations_time_quarter (refused by that name, not by a failed cast).
    check(
      'reservations_starts_at_matches',
      sql`case when ${t.time} ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$'
        then ${t.startsAt} = ${t.date} + ${t.time}::time or ${t.startsAt} = ${t.date} + 1 + ${t.time}::time
        else true end`,
    ),
    check('reservations_stay_range', sql`${t.stayMinutes} between 15 and 360 and ${t.stayMinutes} % 15 = 0`),
    check('reservations_guests_range', sql`${t.guests} between 1 and 200`),
    check(
      'reservations_status_known',
      sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled', 'arrived', 'no-show', 'requested', 'declined', 'offered', 'lapsed')`,
    ),
    check('reservations_seating_known', sql`${t.seatingPreference} in ('table', 'bar')`),
    check('reservations_source_known', sql`${t.source} in ('online', 'walk-in', 'phone')`),
    check('reservations_online_email', sql`${t.source} <> 'online' or ${t.email} is not null`),
  ],
)

/**
 * The waitlist (issue 31, decision 018): walk-ins waiting at the door and online guests waiting for a full time. A
 * live offer is a reservation with status 'offered' that holds the freed seats (offer_reservation_id) until
 * offer_expires_at; the booking finally made for them is reservation_id.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    /** The venue day the party waits for. */
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    guests: integer('guests').notNull(),
    seatingPreference: text('seating_preference').notNull().default('table'),
    phone: text('phone'),
    email: text('email'),
    note: text('note'),
    /** An online guest's window of starts ('HH:mm'; before the day's opening is after midnight); null for walk-ins. */
    windowFrom: text('window_from'),
    windowTo: text('window_to'),
    status: text('status').notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** SHA-256 (hex) of the guest's private status token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('waitlist_entries_token_hash_unique'),
    language: text('language').notNull().default('en'),
    offerReservationId: integer('offer_reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true, mode: 'date' }),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_entries_line_idx').on(t.date, t.status, t.joinedAt),
    check('waitlist_entries_kind_known', sql`${t.kind} in ('walk-in', 'online')`),
    check('waitlist_entries_status_known', sql`${t.status} in ('waiting', 'offered', 'notified', 'seated', 'left', 'expired')`),
    check('waitlist_entries_guests_range', sql`${t.guests} between 1 and 200`),
    check('waitlist_entries_seating_known', sql`${t.seatingPreference} in ('table', 'bar')`),
    check('waitlist_entries_online_window', sql`${t.kind} <> 'online' or (${t.email} is not null and ${t.windowFrom} is not null and ${t.windowTo} is not null)`),
  ],
)

/**
 * Every status a reservation has had, its creation included: written by the database (trigger, drizzle/0008) with
 * the actor the writing transaction named (`set_config('app.actor', ...)`): a staff username or 'guest'. A guest's
 * own change of a booking adds a row too (status unchanged, its `note` saying what changed; drizzle/0010).
 */
export const reservationStatusChanges = pgTable(
  'reservation_status_changes',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    changedBy: text('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** What changed besides the status, in words (a guest's own change: 'Changed from 7:00 PM to 8:00 PM'); null for a status change. */
    note: text('note'),
  },
  (t) => [
    index('reservation_status_changes_reservation_idx').on(t.reservationId, t.changedAt),
    // The Reports' late cancellations look up each cancelled booking's cancellation.
    index('reservation_status_changes_cancelled_idx').on(t.reservationId, t.changedAt).where(sql`${t.status} = 'cancelled'`),
  ],
)

/**
 * The bar's seats, one row each (1..N): the bar seat count is the number of rows. Seat numbers are
 * bookkeeping only (guests are not told a seat); they let the database refuse a bar overbooking.
 */
export const barSeats = pgTable(
  'bar_seats',
  { seatNumber: integer('seat_number').primaryKey() },
  (t) => [check('bar_seats_number_positive', sql`${t.seatNumber} > 0`)],
)

/** A PostgreSQL range of timestamps without zone, as its text ('["2025-06-07 19:00:00","2025-06-07 21:00:00")'). */
const tsrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tsrange' })

/**
 * What a holding (pending, confirmed, arrived) table booking holds: each of its tables (its combination's, or its
 * own) `during` [start, start + stay). The exclusion constraint table_holds_no_overlap (btree_gist, declared in
 * drizzle/0010: Drizzle has no EXCLUDE) makes two holds of one table at overlapping times impossible.
 * Maintained by the database itself (trigger on reservations, see drizzle/0010), never by hand.
 */
export const tableHolds = pgTable(
  'table_holds',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => tables.id),
    during: tsrange('during').notNull(),
  },
  (t) => [index('table_holds_reservation_idx').on(t.reservationId)],
)

/**
 * What a holding bar booking holds: one existing bar seat per guest for each quarter hour of its stay, `startsAt`
 * being the quarter's start (venue wall clock). The primary key and the reference to bar_seats make it impossible
 * to seat more guests at the bar in any quarter than it has seats. Maintained by the database (see drizzle/0010).
 */
export const barSeatHolds = pgTable(
  'bar_seat_holds',
  {
    startsAt: timestamp('starts_at', { mode: 'string' }).notNull(),
    seatNumber: integer('seat_number')
      .notNull()
      .references(() => barSeats.seatNumber),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'bar_seat_holds_pk', columns: [t.startsAt, t.seatNumber] }),
    index('bar_seat_holds_reservation_idx').on(t.reservationId),
  ],
)

export const offerItems = pgTable(
  'offer_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Staff's translations of the text fields, by language: { ko: { name, description } } (app/lib/languages.ts). */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
  },
  (t) => [check('offer_items_price_not_negative', sql`${t.price} >= 0`)],
)

/**
 * Staff accounts: usernames with scrypt password hashes, each with a role (who may do what: app/lib/roles.ts).
 * An account made with a set-up link has an unusable random password until its holder chooses one through the link
 * (only the link's SHA-256 is kept, until `setupExpiresAt`). A deactivated account cannot sign in and has no sessions.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    role: text('role').notNull().default('owner'),
    active: boolean('active').notNull().default(true),
    setupTokenHash: text('setup_token_hash').unique('staff_accounts_setup_token_hash_unique'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true, mode: 'date' }),
    /** The TOTP secret (base32) once the second factor is on; the one being set up until its first code is confirmed. */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('staff_accounts_role_known', sql`${t.role} in ('owner', 'manager', 'host')`)],
)

/** The second factor's single-use recovery codes, SHA-256 each; `usedAt` set when one signed in. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
)

/**
 * The newest TOTP time step each account has signed in (or confirmed its second factor) with: a code is taken once,
 * by one statement, so no other process or later request can use it or an older one again. Apart from
 * staff_accounts, so a sign-in is not a change in the audit trail.
 */
export const staffTotpSteps = pgTable('staff_totp_steps', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  lastStep: integer('last_step').notNull(),
})

/** Rules for every staff account (one row, id 1): whether owners and managers must use a second factor. */
export const staffPolicy = pgTable(
  'staff_policy',
  {
    id: smallint('id').primaryKey().default(1),
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  },
  (t) => [check('staff_policy_one_row', sql`${t.id} = 1`)],
)

export const staffSessions = pgTable(
  'staff_sessions',
  {
    // SHA-256 of the cookie token: a leaked table does not leak usable sessions.
    tokenHash: text('token_hash').primaryKey(),
    /** The session's public id (staff end a session by it); the token hash never leaves the server. */
    id: serial('id').notNull().unique('staff_sessions_id_unique'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** "Remember me" (the host stand's long session) or a browser session. */
    remember: boolean('remember').notNull().default(false),
    /** The device in words, from the user agent: browser and system only ('Chrome on Android'); no address is kept. */
    device: text('device'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
)

/**
 * Every change to what staff manage, written by the database (trigger, drizzle/0015) in the transaction of the change,
 * so none happens without its record: who (the actor the transaction named with `set_config('app.actor', ...)`: a
 * staff username, 'guest', or 'system'), what (resource and id), and the row before and after, without any column
 * whose name says password, token, secret or hash. Kept 400 days.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    check('audit_log_action_known', sql`${t.action} in ('create', 'update', 'delete', 'status')`),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_resource_idx').on(t.resource, t.resourceId, t.at),
    index('audit_log_actor_idx').on(t.actor, t.at),
  ],
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

/**
 * One row per visitor (a random cookie id), counted once the browser returned the cookie: the first and last
 * venue-local day seen and on how many days. Bounded by real visitors; rows unseen for 400 days are purged.
 */
export const visitors = pgTable(
  'visitors',
  {
    visitorId: text('visitor_id').primaryKey(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    daysSeen: integer('days_seen').notNull().default(1),
  },
  (t) => [index('visitors_first_day_idx').on(t.firstDay), index('visitors_last_day_idx').on(t.lastDay)],
)

/**
 * Each venue-local day a visitor was seen, one row per visitor and day (the Reports page's visitors per day and over a
 * range): written with the visitor's row, and purged like it, VISITOR_RETENTION_DAYS after the day. Each row says
 * the visitor's day before it and how many days they had been seen before, so a range's unique and returning visitors
 * are counts of its rows (services/report-daily.ts) rather than a grouping of them by visitor.
 */
export const visitorDays = pgTable(
  'visitor_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorId: text('visitor_id').notNull(),
    /** The visitor's latest day seen before this one; null on their first. */
    previousDay: date('previous_day', { mode: 'string' }),
    /** On how many days the visitor had been seen before this one (0 on their first). */
    daysBefore: integer('days_before').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'visitor_days_pk', columns: [t.day, t.visitorId] })],
)

/**
 * Online demand the venue could not seat, as counts only (nothing of who asked): per venue day and hour of the start
 * (venue wall clock), a booking refused as full (409) and a full time the availability showed a guest.
 */
export const refusedDemand = pgTable(
  'refused_demand',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    refused: integer('refused').notNull(),
  },
  (t) => [
    primaryKey({ name: 'refused_demand_pk', columns: [t.day, t.hour] }),
    check('refused_demand_hour_range', sql`${t.hour} between 0 and 23`),
    check('refused_demand_refused_positive', sql`${t.refused} > 0`),
  ],
)

/**
 * This installation's secrets, made once (random bytes) by the first process to start and shared by every process:
 * `visitor-id` signs the visitor cookies. Never logged and never in an answer.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  secret: bytea('secret').notNull(),
})

/** A guest booking made online, by a hash of the client's address: counted for the per-address limit, kept an hour or so. */
export const guestBookingEvents = pgTable(
  'guest_booking_events',
  {
    id: serial('id').primaryKey(),
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('guest_booking_events_client_idx').on(t.clientKey, t.createdAt)],
)

/** Small key/value facts about the installation, e.g. that demo data was loaded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/**
 * The e-mail outbox: every message to send, written in the transaction of the change that causes it (a booking made,
 * cancelled or moved) and delivered from here by the sender (email-sender.ts), so a mail server that is down loses
 * nothing. `content` is what the message says, as at that change (email/booking-email.ts renders it); a guest's
 * message keeps the private link's token there until the booking is past (purgeOldEmails).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    content: jsonb('content').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: a reminder's time, or the next attempt after a failed one. */
    sendAfter: timestamp('send_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set while one process sends it; a claim that outlives this (the process died) may be taken by another. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.sendAfter),
    index('email_outbox_reservation_idx').on(t.reservationId),
    index('email_outbox_created_idx').on(t.createdAt),
    check('email_outbox_status_known', sql`${t.status} in ('queued', 'sent', 'failed', 'cancelled')`),
    check(
      'email_outbox_kind_known',
      sql`${t.kind} in ('booking-confirmation', 'booking-cancellation', 'booking-change', 'booking-reminder', 'staff-new-booking', 'group-request-received', 'group-request-declined', 'staff-group-request', 'waitlist-joined', 'waitlist-ready', 'waitlist-offer', 'staff-backup-failed', 'staff-weekly-summary')`,
    ),
  ],
)
