import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** A part of a dialog under its own h3 heading, which names the section for assistive technology. */
export function TitledSection({ id, title, titleClassName, children }: { id: string; title: ReactNode; titleClassName?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className={cn('font-semibold', titleClassName)}>
        {title}
      </h3>
      {children}
    </section>
  )
}
