/**
 * The API's error envelope (docs/api.md, Errors): every answer that is not a success carries it. Typed 409 bodies
 * extend it and live in the contract of their resource.
 */
export interface ErrorDetail {
  /** The input field, dotted ('guests', 'items.0.name'); '' for the body as a whole. */
  path: string
  message: string
}

export interface ErrorEnvelope {
  message: string
  details?: ErrorDetail[]
}
