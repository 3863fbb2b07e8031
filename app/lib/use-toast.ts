import { useSyncExternalStore } from 'react'

/** At most one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000
export const TOAST_DURATION_MS = 5000

export interface ToastAction {
  label: string
  /** Describes the action for screen readers when the toast is gone (Radix altText). */
  altText: string
  onClick: () => void
}

export interface ToastData {
  id: string
  title?: string
  description?: string
  variant?: 'default' | 'destructive'
  action?: ToastAction
  open: boolean
}

type Listener = () => void
let toasts: ToastData[] = []
const listeners = new Set<Listener>()
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()
let counter = 0

function emit(next: ToastData[]) {
  toasts = next
  listeners.forEach((l) => l())
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id)
      emit(toasts.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

export function dismissToast(id?: string) {
  toasts.filter((t) => id === undefined || t.id === id).forEach((t) => scheduleRemoval(t.id))
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)))
}

/** Shows a toast; the newest replaces the one before (TOAST_LIMIT). */
export function toast(input: Omit<ToastData, 'id' | 'open'>) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const serverSnapshot: ToastData[] = []

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => serverSnapshot,
  )
}
