// Every translation file (app/i18n/<area>/<language>.json), imported one by one: plain imports work in the Vite
// bundle, in tsx (the scripts and the system tests' servers) and in Vitest alike. A new language adds a line per area.
import type { Language } from '~/lib/languages'
import type { Catalog } from '~/lib/messages'
import booking_en from './booking/en.json'
import booking_ko from './booking/ko.json'
import booking_zhHans from './booking/zh-Hans.json'
import booking_zhHant from './booking/zh-Hant.json'
import booking_ja from './booking/ja.json'
import email_en from './email/en.json'
import email_ko from './email/ko.json'
import email_zhHans from './email/zh-Hans.json'
import email_zhHant from './email/zh-Hant.json'
import email_ja from './email/ja.json'
import errors_en from './errors/en.json'
import errors_ko from './errors/ko.json'
import errors_zhHans from './errors/zh-Hans.json'
import errors_zhHant from './errors/zh-Hant.json'
import errors_ja from './errors/ja.json'
import frame_en from './frame/en.json'
import frame_ko from './frame/ko.json'
import frame_zhHans from './frame/zh-Hans.json'
import frame_zhHant from './frame/zh-Hant.json'
import frame_ja from './frame/ja.json'
import menu_en from './menu/en.json'
import menu_ko from './menu/ko.json'
import menu_zhHans from './menu/zh-Hans.json'
import menu_zhHant from './menu/zh-Hant.json'
import menu_ja from './menu/ja.json'
import pages_en from './pages/en.json'
import pages_ko from './pages/ko.json'
import pages_zhHans from './pages/zh-Hans.json'
import pages_zhHant from './pages/zh-Hant.json'
import pages_ja from './pages/ja.json'
import waitlist_en from './waitlist/en.json'
import waitlist_ko from './waitlist/ko.json'
import waitlist_zhHans from './waitlist/zh-Hans.json'
import waitlist_zhHant from './waitlist/zh-Hant.json'
import waitlist_ja from './waitlist/ja.json'

/** The messages of each area in each language, keys without the area. */
export const CATALOG_FILES: Record<string, Record<Language, Catalog>> = {
  booking: { en: booking_en, ko: booking_ko, 'zh-Hans': booking_zhHans, 'zh-Hant': booking_zhHant, ja: booking_ja },
  email: { en: email_en, ko: email_ko, 'zh-Hans': email_zhHans, 'zh-Hant': email_zhHant, ja: email_ja },
  errors: { en: errors_en, ko: errors_ko, 'zh-Hans': errors_zhHans, 'zh-Hant': errors_zhHant, ja: errors_ja },
  frame: { en: frame_en, ko: frame_ko, 'zh-Hans': frame_zhHans, 'zh-Hant': frame_zhHant, ja: frame_ja },
  menu: { en: menu_en, ko: menu_ko, 'zh-Hans': menu_zhHans, 'zh-Hant': menu_zhHant, ja: menu_ja },
  pages: { en: pages_en, ko: pages_ko, 'zh-Hans': pages_zhHans, 'zh-Hant': pages_zhHant, ja: pages_ja },
  waitlist: { en: waitlist_en, ko: waitlist_ko, 'zh-Hans': waitlist_zhHans, 'zh-Hant': waitlist_zhHant, ja: waitlist_ja },
}
