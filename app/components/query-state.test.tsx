import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QueryList, QueryState, type QueryStateResult, SkeletonList } from './query-state'

function render<T>(query: QueryStateResult<T>, props: { empty?: string; isEmpty?: (data: T) => boolean } = {}) {
  return renderToStaticMarkup(
    <QueryState query={query} loading="Loading tables..." error="The tables could not be loaded." {...props}>
      {(data) => <ul data-count={Array.isArray(data) ? data.length : -1} />}
    </QueryState>,
  )
}

const refetch = () => undefined

describe('QueryState', () => {
  it('announces the loading text while the first answer is on its way', () => {
    expect(render({ data: undefined, isPending: true, isError: false, refetch })).toBe(
      '<p role="status" class="text-muted-foreground">Loading tables...</p>',
    )
  })

  it('shows a placeholder as given', () => {
    const html = renderToStaticMarkup(
      <QueryState query={{ data: undefined, isPending: true, isError: false, refetch }} loading={<div aria-busy="true" />} error="x">
        {() => null}
      </QueryState>,
    )
    expect(html).toBe('<div aria-busy="true"></div>')
  })

  it('says what failed, with a way to try again', () => {
    const html = render({ data: undefined, isPending: false, isError: true, refetch })
    expect(html).toContain('role="alert"')
    expect(html).toContain('<p>The tables could not be loaded.</p>')
    expect(html).toContain('>Try again</button>')
  })

  it('shows the empty text for an empty list, and the content otherwise', () => {
    const empty = 'No tables yet. Add your first table!'
    expect(render({ data: [], isPending: false, isError: false, refetch }, { empty })).toBe(`<p class="text-muted-foreground">${empty}</p>`)
    expect(render({ data: [1, 2], isPending: false, isError: false, refetch }, { empty })).toBe('<ul data-count="2"></ul>')
    // Without an empty text, an empty list is content too; a custom rule decides when given.
    expect(render({ data: [], isPending: false, isError: false, refetch })).toBe('<ul data-count="0"></ul>')
    expect(render({ data: [1], isPending: false, isError: false, refetch }, { empty, isEmpty: () => true })).toContain(empty)
  })
})

describe('QueryList', () => {
  const list = (data: string[] | undefined, isPending = false) =>
    renderToStaticMarkup(
      <QueryList query={{ data, isPending, isError: false, refetch }} noun="tables" empty="No tables yet" label="Tables">
        {(name) => <li key={name}>{name}</li>}
      </QueryList>,
    )

  it('shows the items as a divided list under its name', () => {
    expect(list(['Table 1', 'Table 2'])).toBe('<ul class="divide-y divide-border" aria-label="Tables"><li>Table 1</li><li>Table 2</li></ul>')
  })

  it('keeps the states of QueryState', () => {
    expect(list([])).toBe('<p class="text-muted-foreground">No tables yet</p>')
    expect(list(undefined, true)).toContain('Loading tables...')
  })
})

describe('SkeletonList', () => {
  it('announces what loads, over its grey blocks', () => {
    const html = renderToStaticMarkup(<SkeletonList label="Loading menu items..." count={2} className="gap-3" itemClassName="h-16" />)
    expect(html).toContain('<p class="sr-only" role="status">Loading menu items...</p>')
    expect(html.match(/h-16/g)).toHaveLength(2)
  })
})
