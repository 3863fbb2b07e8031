/** The booking API's refusals in the guest's language (services/booking-language.ts words them). */
import type { Context } from 'hono'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~/lib/languages'
import { localizedError } from '../services/booking-language'

/** Runs `action`, its refusals worded in `lang`. */
export async function inLanguage<T>(lang: Language, action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    throw localizedError(lang, error)
  }
}

/**
 * The language a booking request asks for (its body's `language`), read before the body is checked so that its other
 * fields' messages follow it; English when absent or not one of ours (the check itself refuses the latter).
 */
export async function requestedLanguage(c: Context): Promise<Language> {
  try {
    const body: unknown = await c.req.json()
    const language = typeof body === 'object' && body !== null ? (body as { language?: unknown }).language : undefined
    return isLanguage(language) ? language : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}
