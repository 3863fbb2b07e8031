import { Link } from 'react-router'
import { adminPageMeta } from '~/components/admin-frame'
import { Button } from '~/components/ui/button'
import { StaffEntryPage } from '~/components/staff-entry-page'
import { setupLinkState } from '~/.server/services/staff-accounts'
import { LOGIN_PAGE_PATH } from '~/contracts/auth'
import { staffMessages } from '~/contracts/staff'
import { SetupForm } from '~/features/staff-accounts/setup-form'
import { withQueries } from '~/lib/query-scope'
import type { Route } from './+types/admin-setup'

export const meta: Route.MetaFunction = () => adminPageMeta('Set your password')

// What the link is, said before anyone types: valid (for whom), expired, or used.
export async function loader({ context, params }: Route.LoaderArgs) {
  return { link: await setupLinkState(context.db, params.token), token: params.token }
}

export default withQueries(AdminSetup)

function AdminSetup({ loaderData }: Route.ComponentProps) {
  const { link, token } = loaderData
  return (
    <StaffEntryPage
      title="Set your password"
      description={link.state === 'valid' ? `Choose the password of your staff account ${link.username}.` : undefined}
    >
      {link.state === 'valid' ? (
        <SetupForm token={token} username={link.username} />
      ) : (
        <div className="grid gap-4">
          <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm font-medium">
            {link.state === 'expired' ? staffMessages.setupExpired : staffMessages.setupUsed}
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link to={LOGIN_PAGE_PATH}>Go to the sign-in page</Link>
          </Button>
        </div>
      )}
    </StaffEntryPage>
  )
}
