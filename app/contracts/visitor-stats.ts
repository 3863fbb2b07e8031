/** Staff: GET /api/visitor-stats, the dashboard's Website Traffic. */

export interface VisitorStats {
  totalUniqueVisitors: number
  returningVisitors: number
  newVisitorsToday: number
  returningVisitorsToday: number
}

export const visitorStatsKeys = { all: ['visitor-stats'] as const }

export const visitorStatsPaths = { stats: '/api/visitor-stats' }
