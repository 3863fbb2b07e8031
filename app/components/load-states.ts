/**
 * What a staff list or panel says while its data loads and when it cannot (QueryState's `loading` and `error`), from
 * what it shows: 'Loading tables...', 'The tables could not be loaded.'
 */
export function loadStates(what: string) {
  return { loading: `Loading ${what}...`, error: `The ${what} could not be loaded.` }
}
