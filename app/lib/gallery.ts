/** The gallery screen's order rule: the ids after one photo moves up or down. */

/** The ids with the one at `index` moved by `delta` places (-1 up, +1 down); unchanged at either end. */
export function moveId(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const target = index + delta
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids]
  const next = [...ids]
  ;[next[index], next[target]] = [next[target], next[index]]
  return next
}
