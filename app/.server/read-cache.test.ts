import { describe, expect, it } from 'vitest'
import { createReadCache } from './read-cache'

const answer = (text: string, bytes = 10) => ({ text, bytes })
type Answer = ReturnType<typeof answer>

/** A load the test finishes when it wants, to put a change in the middle of it. */
function deferred() {
  let finish!: (value: Answer) => void
  const promise = new Promise<Answer>((resolve) => (finish = resolve))
  return { promise, finish }
}

describe('read cache', () => {
  it('loads once, then answers from memory until the content changes', async () => {
    const cache = createReadCache<Answer>({ maxBytes: 1000 })
    let loads = 0
    const load = async () => answer(`v${++loads}`)
    expect(cache.peek('menu')).toBeUndefined()
    expect((await cache.read('menu', load)).text).toBe('v1')
    expect((await cache.read('menu', load)).text).toBe('v1')
    expect(cache.peek('menu')?.text).toBe('v1')
    cache.invalidate()
    expect(cache.peek('menu')).toBeUndefined()
    expect((await cache.read('menu', load)).text).toBe('v2')
    expect(loads).toBe(2)
  })

  it('shares one load among the readers that ask while it runs', async () => {
    const cache = createReadCache<Answer>({ maxBytes: 1000 })
    const slow = deferred()
    let loads = 0
    const load = () => (loads++, slow.promise)
    const readers = [cache.read('menu', load), cache.read('menu', load), cache.read('menu', load)]
    slow.finish(answer('menu'))
    expect((await Promise.all(readers)).map((a) => a.text)).toEqual(['menu', 'menu', 'menu'])
    expect(loads).toBe(1)
  })

  it('never stores what a load read before a change it overlapped, nor lends it to readers after the change', async () => {
    const cache = createReadCache<Answer>({ maxBytes: 1000 })
    const before = deferred()
    const early = cache.read('menu', () => before.promise)
    cache.invalidate()
    const late = cache.read('menu', async () => answer('after'))
    before.finish(answer('before'))
    expect((await early).text).toBe('before')
    expect((await late).text).toBe('after')
    expect((await cache.read('menu', async () => answer('unused'))).text).toBe('after')
  })

  it('stores nothing from a load that failed', async () => {
    const cache = createReadCache<Answer>({ maxBytes: 1000 })
    await expect(cache.read('menu', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away')
    expect((await cache.read('menu', async () => answer('fresh'))).text).toBe('fresh')
  })

  it('caches nothing while changes could go unheard, and starts afresh when they can be heard again', async () => {
    const cache = createReadCache<Answer>({ maxBytes: 1000 })
    await cache.read('menu', async () => answer('old'))
    cache.trustChanges(false)
    let loads = 0
    const load = async () => answer(`deaf ${++loads}`)
    expect((await cache.read('menu', load)).text).toBe('deaf 1')
    expect((await cache.read('menu', load)).text).toBe('deaf 2')
    cache.trustChanges(true)
    expect((await cache.read('menu', async () => answer('heard'))).text).toBe('heard')
    expect(cache.size().entries).toBe(1)
  })

  it('stays within its bound by dropping the least recently read answers', async () => {
    const cache = createReadCache<Answer>({ maxBytes: 100 })
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, async () => answer(key, 30))
    expect(cache.size()).toEqual({ entries: 3, bytes: 90 })
    // 'b' is read again, so 'c' is now the least recently read; a fifth answer pushes 'c' out.
    await cache.read('b', async () => answer('unused', 30))
    await cache.read('e', async () => answer('e', 30))
    const reloaded: string[] = []
    for (const key of ['e', 'b', 'd', 'c']) await cache.read(key, async () => (reloaded.push(key), answer(key, 30)))
    expect(reloaded).toEqual(['c'])
    expect(cache.size().bytes).toBeLessThanOrEqual(100)
  })

  it('never stores an answer larger than the whole bound', async () => {
    const cache = createReadCache<Answer>({ maxBytes: 100 })
    await cache.read('huge', async () => answer('huge', 101))
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 })
  })
})
