/** The business constants, in one place. */
/**
 * The seven first food categories, in their order. Categories are data now (table menu_categories, GET
 * /api/categories): these are what the migration seeded, kept for the demo data and the tests.
 */
export const MENU_CATEGORIES = [
  'breakfast',
  'appetizers',
  'soups',
  'main-dishes',
  'sides',
  'desserts',
  'vegetarian',
] as const
export type MenuCategory = (typeof MENU_CATEGORIES)[number]

/** The drink categories the migration seeded, in their order. */
export const DRINK_CATEGORIES = ['coffee', 'wines', 'beers', 'spirits', 'cocktails', 'non-alcoholics'] as const
export type DrinkCategory = (typeof DRINK_CATEGORIES)[number]

/** The names migration 0006 gave the seeded categories. */
const SEEDED_NAMES: Record<MenuCategory | DrinkCategory, string> = {
  breakfast: 'Breakfast', appetizers: 'Appetizers', soups: 'Soups', 'main-dishes': 'Main Dishes', sides: 'Sides',
  desserts: 'Desserts', vegetarian: 'Vegetarian',
  coffee: 'Coffee', wines: 'Wines', beers: 'Beers', spirits: 'Spirits', cocktails: 'Cocktails',
  'non-alcoholics': 'Non-Alcoholics',
}

/** What migration 0006 seeded, in display order (a test holds the two together). */
export const SEEDED_CATEGORIES: ReadonlyArray<{ slug: MenuCategory | DrinkCategory; name: string; kind: 'food' | 'drink' }> = [
  ...MENU_CATEGORIES.map((slug) => ({ slug, name: SEEDED_NAMES[slug], kind: 'food' as const })),
  ...DRINK_CATEGORIES.map((slug) => ({ slug, name: SEEDED_NAMES[slug], kind: 'drink' as const })),
]

/** The special menu entry that marks the start of an extras block. */
export const EXTRAS_SECTION = 'EXTRAS_SECTION'

export const SEATING_PREFERENCES = ['table', 'bar'] as const
export type SeatingPreference = (typeof SEATING_PREFERENCES)[number]

/** The four booking statuses: the status selector's list. */
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const
/** The host stand's service flow besides them: the guest came and was seated, or never came. */
export const SERVICE_STATUSES = ['arrived', 'no-show'] as const
/** A group request's: waiting for staff's answer (holds nothing), or declined by staff. */
export const REQUEST_STATUSES = ['requested', 'declined'] as const
/** A waitlist offer's hold (issue 31): seats held for the next guest in line (holds), or let go (declined, expired). */
export const OFFER_STATUSES = ['offered', 'lapsed'] as const
/** Every status a booking can have. */
export const BOOKING_STATUSES = [...RESERVATION_STATUSES, ...SERVICE_STATUSES, ...REQUEST_STATUSES, ...OFFER_STATUSES] as const
export type ReservationStatus = (typeof BOOKING_STATUSES)[number]

/** How a booking came in: the guest's own online booking, or staff recording a walk-in or a phone call. */
export const BOOKING_SOURCES = ['online', 'walk-in', 'phone'] as const
export type BookingSource = (typeof BOOKING_SOURCES)[number]

export const MIN_GUESTS = 1
export const MAX_GUESTS = 20
/** The largest party a group request may ask for (larger than MAX_GUESTS: staff join tables or take the venue). */
export const MAX_GROUP_GUESTS = 200
export const DEFAULT_GUESTS = 2
export const PHONE_MIN_LENGTH = 7
export const PHONE_MAX_LENGTH = 15
export const DEFAULT_TABLE_CAPACITY = 4
/** How far ahead guests may book (and ask for availability). */
export const MAX_BOOKING_DAYS_AHEAD = 365

export const CATEGORY_MENU_REFETCH_MS = 5000
export const CATEGORY_MENU_STALE_MS = 1000
export const VISITOR_STATS_REFETCH_MS = 30000
export const MENU_PLACEHOLDER_COUNT = 6
export const EVENTS_PLACEHOLDER_COUNT = 3

export const DEFAULT_VENUE_TIMEZONE = 'Asia/Manila'
