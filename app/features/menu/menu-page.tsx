import { Star } from '~/components/icons'
import { CategoryBar } from '~/components/category-bar'
import { Logo } from '~/components/logo'

export const MENU_NOTICE =
  'Items marked with a star symbol should be confirmed for availability with your server. Daily menu may vary.'

/** The dashed notice above every menu. */
export function MenuNotice() {
  return (
    <div
      className="my-4 flex items-start gap-2.5 rounded-xl border-2 border-dashed border-accent/70 bg-accent/5 px-4 py-3 text-sm leading-relaxed text-foreground"
      data-testid="menu-notice"
    >
      <Star className="mt-0.5 size-4 shrink-0 fill-accent text-accent-strong" aria-hidden="true" />
      <p>{MENU_NOTICE}</p>
    </div>
  )
}

/** The shared frame of both menu screens: logo, category bar, title, notice, then the list. */
export function MenuPage({ title, category, children }: { title: string; category?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex justify-center pt-2 pb-4">
        <Logo large />
      </div>
      <CategoryBar current={category} />
      <h1 className="mt-6 text-center text-3xl font-extrabold tracking-tight text-primary">{title}</h1>
      <MenuNotice />
      {children}
    </div>
  )
}
