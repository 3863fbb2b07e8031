/** Events' contract: GET /api/events. */

export interface EventJson {
  id: number
  title: string
  description: string
  /** ISO instant. */
  date: string
  imageUrl: string | null
}

export const eventKeys = {
  all: ['events'] as const,
  upcoming: () => [...eventKeys.all, 'upcoming'] as const,
}

export const eventPaths = { upcoming: '/api/events' }
