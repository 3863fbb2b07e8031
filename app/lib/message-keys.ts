import type booking from '~/i18n/booking/en.json'
import type email from '~/i18n/email/en.json'
import type errors from '~/i18n/errors/en.json'
import type frame from '~/i18n/frame/en.json'
import type menu from '~/i18n/menu/en.json'
import type pages from '~/i18n/pages/en.json'
import type waitlist from '~/i18n/waitlist/en.json'

type KeysOf<Area extends string, Messages> = `${Area}.${keyof Messages & string}`

/** The keys of the public site's messages (what `t()` takes in a browser). */
export type PublicMessageKey = KeysOf<'frame', typeof frame> | KeysOf<'menu', typeof menu> | KeysOf<'pages', typeof pages> | KeysOf<'booking', typeof booking> | KeysOf<'errors', typeof errors> | KeysOf<'waitlist', typeof waitlist>
/** Every key, the server's e-mails included. */
export type MessageKey = PublicMessageKey | KeysOf<'email', typeof email>

/** The areas whose messages a browser receives; `email` stays on the server. */
export const PUBLIC_AREAS = ['frame', 'menu', 'pages', 'booking', 'errors', 'waitlist'] as const
