import { describe, expect, it } from 'vitest'
import { REMEMBERED_USERNAME_KEY, readRememberedUsername, rememberUsername } from './remembered-username'

function memoryStore() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

describe('remembered username', () => {
  it('saves only the username when Remember me is checked', () => {
    const store = memoryStore()
    rememberUsername('maria', true, store)
    expect(JSON.parse(store.data.get(REMEMBERED_USERNAME_KEY)!)).toEqual({ username: 'maria' })
    expect(readRememberedUsername(store)).toBe('maria')
  })

  it('forgets it when Remember me is unchecked', () => {
    const store = memoryStore()
    rememberUsername('maria', true, store)
    rememberUsername('maria', false, store)
    expect(store.data.has(REMEMBERED_USERNAME_KEY)).toBe(false)
    expect(readRememberedUsername(store)).toBeNull()
  })

  it('overwrites an old entry that carried a password', () => {
    const store = memoryStore()
    store.setItem(REMEMBERED_USERNAME_KEY, JSON.stringify({ username: 'old', password: 'secret' }))
    rememberUsername('maria', true, store)
    expect(store.data.get(REMEMBERED_USERNAME_KEY)).not.toContain('secret')
  })

  it('ignores broken or foreign values', () => {
    const store = memoryStore()
    store.setItem(REMEMBERED_USERNAME_KEY, 'not json')
    expect(readRememberedUsername(store)).toBeNull()
    store.setItem(REMEMBERED_USERNAME_KEY, JSON.stringify({ username: 42 }))
    expect(readRememberedUsername(store)).toBeNull()
    store.setItem(REMEMBERED_USERNAME_KEY, JSON.stringify({ username: '  ' }))
    expect(readRememberedUsername(store)).toBeNull()
  })

  it('does nothing without a storage', () => {
    expect(readRememberedUsername(null)).toBeNull()
    expect(() => rememberUsername('maria', true, null)).not.toThrow()
  })
})
