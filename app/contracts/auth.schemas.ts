/** The zod half of the staff sign-in contract (auth.ts). */
import { z } from 'zod'
import { loginMessages } from './auth'
import { fieldMessages, safeText } from './fields.schemas'
import { signInCode } from './two-factor.schemas'

export const loginSchema = z.object({
  username: safeText({ label: 'Username', required: loginMessages.username, min: 1, max: 100 }),
  password: z.string({ error: loginMessages.password }).min(1, loginMessages.password).max(200, fieldMessages.tooLong('Password', 200)),
  remember: z.boolean().default(false),
  /** The second factor's code (or a recovery code), for an account that has one. */
  code: signInCode,
})

export type LoginInput = z.infer<typeof loginSchema>
