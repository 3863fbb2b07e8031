import type { ReactNode } from 'react'
import { AdminFooter } from '~/components/admin-frame'
import { LogoMark } from '~/components/logo'
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card'
import { useVenue } from '~/components/venue'

/** The pages staff open before they are signed in (the sign-in, a set-up link): the venue's mark above one card. */
export function StaffEntryPage({ title, description, top, children }: { title: string; description?: ReactNode; top?: ReactNode; children: ReactNode }) {
  const venue = useVenue()
  return (
    <div className="flex min-h-dvh flex-col">
      {top}
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-10">
        <div className="flex items-center gap-3">
          <LogoMark className="size-12" />
          <p className="text-lg font-semibold">{venue.name}</p>
        </div>
        <Card className="w-full max-w-sm">
          <CardHeader>
            <h1 className="text-2xl font-bold">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
      <AdminFooter />
    </div>
  )
}
