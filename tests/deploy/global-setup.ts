import { ensureBuild } from '../support/ensure-build'

/** The deploy test runs the production build behind nginx (made here when there is none). */
export default function setup() {
  ensureBuild('deploy')
}
