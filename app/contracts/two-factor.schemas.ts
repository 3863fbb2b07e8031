/** The zod half of the second factor's contract (two-factor.ts). */
import { z } from 'zod'
import { twoFactorMessages } from './two-factor'

/** A 6-digit code or a recovery code, as typed (spaces and dashes allowed). */
export const secondFactorCode = z
  .string({ error: twoFactorMessages.code })
  .trim()
  .min(1, twoFactorMessages.code)
  .max(40, twoFactorMessages.code)

/** Sign-in's optional code: empty is the same as none (the password step of an account with a second factor). */
export const signInCode = z.string({ error: twoFactorMessages.code }).trim().max(40, twoFactorMessages.code).optional()

export const twoFactorCodeSchema = z.object({ code: secondFactorCode })

export const twoFactorPolicySchema = z.object({
  required: z.boolean({ error: 'Say whether the second factor is required: true or false.' }),
})
