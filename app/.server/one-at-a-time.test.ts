import { describe, expect, it } from 'vitest'
import { oneAtATime, oneAtATimePerKey } from './one-at-a-time'

/** A job that records its start and end, and ends when `finish` is called (or fails with `fail`). */
function job(name: string, log: string[]) {
  let finish!: () => void
  let fail!: (error: Error) => void
  const run = () => {
    log.push(`${name} starts`)
    return new Promise<void>((resolve, reject) => {
      finish = () => {
        log.push(`${name} ends`)
        resolve()
      }
      fail = (error) => {
        log.push(`${name} fails`)
        reject(error)
      }
    })
  }
  return { run, finish: () => finish(), fail: (error: Error) => fail(error) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('oneAtATime', () => {
  it('starts a job handed over while another runs only once that one has ended, in the order handed over', async () => {
    const log: string[] = []
    const inTurn = oneAtATime()
    const [a, b, c] = [job('a', log), job('b', log), job('c', log)]
    const ended = [inTurn(a.run), inTurn(b.run), inTurn(c.run)]
    await settle()
    expect(log).toEqual(['a starts'])
    a.finish()
    await settle()
    expect(log).toEqual(['a starts', 'a ends', 'b starts'])
    b.finish()
    await settle()
    c.finish()
    await Promise.all(ended)
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends'])
  })

  it('goes on after a job that fails, and resolves for it too', async () => {
    const log: string[] = []
    const inTurn = oneAtATime()
    const [a, b] = [job('a', log), job('b', log)]
    const first = inTurn(a.run)
    const second = inTurn(b.run)
    await settle()
    a.fail(new Error('database away'))
    await expect(first).resolves.toBeUndefined()
    await settle()
    b.finish()
    await second
    expect(log).toEqual(['a starts', 'a fails', 'b starts', 'b ends'])
  })

  it('starts at once when nothing runs', async () => {
    const log: string[] = []
    const inTurn = oneAtATime()
    const a = job('a', log)
    await inTurn(async () => log.push('quick'))
    void inTurn(a.run)
    await settle()
    expect(log).toEqual(['quick', 'a starts'])
  })

  it('waits for `ready` before each job, once its turn has come', async () => {
    const log: string[] = []
    const readies: Array<() => void> = []
    const inTurn = oneAtATime(() => new Promise<void>((resolve) => readies.push(resolve)))
    const [a, b] = [job('a', log), job('b', log)]
    void inTurn(a.run)
    void inTurn(b.run)
    await settle()
    expect(log).toEqual([])
    expect(readies).toHaveLength(1)
    readies[0]()
    await settle()
    expect(log).toEqual(['a starts'])
    a.finish()
    await settle()
    // b's turn has come: it waits for a ready moment of its own.
    expect(readies).toHaveLength(2)
    expect(log).toEqual(['a starts', 'a ends'])
    readies[1]()
    await settle()
    expect(log).toEqual(['a starts', 'a ends', 'b starts'])
  })
})

describe('oneAtATimePerKey', () => {
  it("starts a job once the earlier ones of its key have ended, while another key's run beside it", async () => {
    const log: string[] = []
    const inTurn = oneAtATimePerKey()
    const [a1, a2, b] = [job('a1', log), job('a2', log), job('b', log)]
    const ended = [inTurn('a', a1.run), inTurn('a', a2.run), inTurn('b', b.run)]
    await settle()
    expect(log).toEqual(['a1 starts', 'b starts'])
    a1.finish()
    await settle()
    expect(log).toEqual(['a1 starts', 'b starts', 'a1 ends', 'a2 starts'])
    a2.finish()
    b.finish()
    await Promise.all(ended)
  })

  it("answers with the job's result or failure, and the key's next job runs after a failure", async () => {
    const log: string[] = []
    const inTurn = oneAtATimePerKey()
    const [a1, a2] = [job('a1', log), job('a2', log)]
    const failed = inTurn('a', a1.run)
    const next = inTurn('a', a2.run)
    await settle()
    a1.fail(new Error('too many attempts'))
    await expect(failed).rejects.toThrow('too many attempts')
    await settle()
    a2.finish()
    await next
    expect(await inTurn('a', async () => 42)).toBe(42)
    expect(log).toEqual(['a1 starts', 'a1 fails', 'a2 starts', 'a2 ends'])
  })
})
