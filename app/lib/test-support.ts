/** Helpers for unit tests only: nothing the app runs imports this module. */
import { expect, it } from 'vitest'

/** One test a row `[input, answer]`: `fn(input)` equals `answer`. The title takes it.each's %s / %j placeholders. */
export function itAnswers<Input, Answer>(title: string, fn: (input: Input) => Answer, rows: [Input, Answer][]) {
  it.each(rows)(title, (input, answer) => {
    expect(fn(input)).toEqual(answer)
  })
}
