import { afterAll, beforeAll } from 'vitest'

/**
 * For the unit tests: runs the enclosing `describe` with the process in `zone` (TZ), and puts the process's own zone
 * back afterwards. Rules that must read the venue's zone only are checked under zones far from it.
 */
export function runInProcessZone(zone: string) {
  const previous = process.env.TZ
  beforeAll(() => {
    process.env.TZ = zone
  })
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ
    else process.env.TZ = previous
  })
}
