import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

// tailwind-merge builds its class tables on its first call: about 10 ms of a phone's main thread, which fell inside the
// booking form's hydration (its first Label). In the browser it is done as this module loads, in a task of its own.
if (typeof window !== 'undefined') setTimeout(() => twMerge(''), 0)
