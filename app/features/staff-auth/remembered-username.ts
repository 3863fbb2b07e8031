/** 'Remember me' keeps the username only: never the password. */
export const REMEMBERED_USERNAME_KEY = 'adminCredentials'

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage can be disabled (private mode, blocked cookies): remembering is then simply off.
    return null
  }
}

/** The username saved by 'Remember me', or null. Anything else stored under the key is ignored. */
export function readRememberedUsername(store: KeyValueStore | null = browserStorage()): string | null {
  if (!store) return null
  try {
    const raw = store.getItem(REMEMBERED_USERNAME_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && 'username' in parsed && typeof parsed.username === 'string') {
      return parsed.username.trim() === '' ? null : parsed.username
    }
    return null
  } catch {
    return null
  }
}

/** Checked: saves `{ username }` only (an older entry with a password is overwritten). Unchecked: forgets it. */
export function rememberUsername(username: string, remember: boolean, store: KeyValueStore | null = browserStorage()) {
  if (!store) return
  try {
    if (remember) store.setItem(REMEMBERED_USERNAME_KEY, JSON.stringify({ username }))
    else store.removeItem(REMEMBERED_USERNAME_KEY)
  } catch {
    // A full or blocked storage must not stop the sign-in.
  }
}
