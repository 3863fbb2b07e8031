import { type AppLoadContext, redirect } from 'react-router'
import { mustSetUpSecondFactor } from '~/.server/services/two-factor'
import type { Staff } from '~/.server/services/staff'
import { TWO_FACTOR_PAGE_PATH } from '~/contracts/two-factor'

/**
 * The owner's rule on admin pages: an owner or manager who must set up a second factor is sent to its page, whatever
 * admin page they open (the API refuses their other requests with 403 meanwhile).
 */
export async function sendToSecondFactorSetup(context: AppLoadContext, request: Request, staff: Staff): Promise<void> {
  if (new URL(request.url).pathname === TWO_FACTOR_PAGE_PATH) return
  if (await mustSetUpSecondFactor(context.db, staff)) throw redirect(TWO_FACTOR_PAGE_PATH)
}
