/** C0 and C1 control characters and DEL, except tab and newline (allowed in multi-line text only). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/
const LINE_BREAK_OR_TAB = /[\t\n]/
/** Bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they reorder what a reader sees. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/

/**
 * True when `text` holds only characters a person would type: no NUL or other control characters (tab and
 * newline only when `multiline`), no bidi overrides or isolates.
 */
export function isCleanText(text: string, multiline = false): boolean {
  return !CONTROL.test(text) && !BIDI_CONTROL.test(text) && (multiline || !LINE_BREAK_OR_TAB.test(text))
}
