import { ensureBuild } from '../support/ensure-build'

/** The concurrency tests run the production server on the run's build (made here when there is none). */
export default function setup() {
  if (!process.env.TEST_DATABASE_URL) return
  ensureBuild('concurrency')
}
