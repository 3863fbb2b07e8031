/** The title block of a public page. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="mb-6 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">{title}</h1>
      {subtitle && <p className="mt-2 text-base font-medium text-accent-strong">{subtitle}</p>}
    </header>
  )
}
