import { Link } from 'react-router'
import { AdminFooter, adminPageMeta } from '~/components/admin-frame'
import { LogoMark } from '~/components/logo'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card'
import { useVenue } from '~/components/venue'
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
  const venue = useVenue()
  const { link, token } = loaderData
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-10">
        <div className="flex items-center gap-3">
          <LogoMark className="size-12" />
          <p className="text-lg font-semibold">{venue.name}</p>
        </div>
        <Card className="w-full max-w-sm">
          <CardHeader>
            <h1 className="text-2xl font-bold">Set your password</h1>
            {link.state === 'valid' && <CardDescription>Choose the password of your staff account {link.username}.</CardDescription>}
          </CardHeader>
          <CardContent>
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
          </CardContent>
        </Card>
      </main>
      <AdminFooter />
    </div>
  )
}
