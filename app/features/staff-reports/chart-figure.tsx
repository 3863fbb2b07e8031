import { useId } from 'react'
import { cn } from '~/lib/cn'

export interface DataTableProps {
  /** The column headings; the first names the rows. */
  columns: string[]
  /** One row per entry: its heading, then its values. */
  rows: Array<[string, ...Array<string | number>]>
}

/**
 * A chart with what a reader needs beside the drawing: its title, a headline figure, how it is counted, and its
 * numbers as a table (in a <details>, "Show the numbers", where they can be read aloud and copied).
 * `children` draws the chart, given the ids that name it (the SVG's aria-labelledby).
 */
export function ChartFigure({
  title,
  headline,
  note,
  table,
  legend,
  children,
}: {
  title: string
  headline?: React.ReactNode
  note: string
  table: DataTableProps
  legend?: React.ReactNode
  children: (labelledBy: string) => React.ReactNode
}) {
  const id = useId()
  const titleId = `${id}-title`
  const headlineId = `${id}-headline`
  return (
    <figure className="grid min-w-0 content-start gap-2 rounded-lg border border-border bg-card p-3 sm:p-4 print:break-inside-avoid print:border-neutral-400">
      <figcaption className="grid gap-1">
        <span id={titleId} className="text-base font-semibold">
          {title}
        </span>
        {headline && (
          <span id={headlineId} className="text-sm font-medium">
            {headline}
          </span>
        )}
      </figcaption>
      {children(headline ? `${titleId} ${headlineId}` : titleId)}
      {legend}
      <p className="text-xs text-muted-foreground print:text-neutral-700">{note}</p>
      <details className="text-sm print:hidden">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">Show the numbers</summary>
        <DataTable {...table} caption={title} />
      </details>
    </figure>
  )
}

export function DataTable({ columns, rows, caption }: DataTableProps & { caption: string }) {
  return (
    // Wide tables (a heatmap's hours) scroll on their own rather than the page; the keyboard can scroll them too.
    <div className="overflow-x-auto" role="region" aria-label={`${caption}: the numbers`} tabIndex={0}>
      <table className="w-full border-collapse text-left tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="border-b border-border px-2 py-1 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([heading, ...values]) => (
            <tr key={heading}>
              <th scope="row" className="border-b border-border px-2 py-1 font-normal">
                {heading}
              </th>
              {values.map((value, i) => (
                <td key={i} className="border-b border-border px-2 py-1">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A swatch and its meaning, for a chart's legend. */
export function LegendItem({ swatch, label, shape = 'box' }: { swatch: string; label: string; shape?: 'box' | 'line' }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className={cn('inline-block', shape === 'box' ? 'size-3 rounded-sm' : 'h-0.5 w-4', swatch)} />
      {label}
    </span>
  )
}
