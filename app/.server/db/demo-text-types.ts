// The shape of the demo content's texts in the guests' other languages.
/** A dish or drink: its name and description. */
export type Pair = readonly [name: string, description: string]
/** A text in Korean, Simplified Chinese, Traditional Chinese and Japanese, in that order. */
export type Four<T> = readonly [ko: T, zhHans: T, zhHant: T, ja: T]
