import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

// tailwind-merge builds its class tables on its first call (25-30 ms of main thread at 4x CPU throttling), which fell
// inside the booking form's hydration (its first Label). In the browser that call is made in a task of its own, which
// runs before that hydration as a rule (nothing orders them: if it runs later, it is only a call that costs nothing).
if (typeof window !== 'undefined') setTimeout(() => twMerge(''), 0)
