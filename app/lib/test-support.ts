/** Helpers for unit tests only: nothing the app runs imports this module. */
import { expect, it } from 'vitest'

/** One test a row `[input, answer]`: `fn(input)` equals `answer`. The title takes it.each's %s / %j placeholders. */
export function itAnswers<Input, Answer>(title: string, fn: (input: Input) => Answer, rows: [Input, Answer][]) {
  it.each(rows)(title, (input, answer) => {
    expect(fn(input)).toEqual(answer)
  })
}

/** Seating rules whose stay grows with the party: 90 minutes up to 2 guests, 120 up to 6, 150 up to 20. */
export const STAYS_BY_PARTY_SIZE = {
  stays: [
    { maxGuests: 2, minutes: 90 },
    { maxGuests: 6, minutes: 120 },
    { maxGuests: 20, minutes: 150 },
  ],
}
