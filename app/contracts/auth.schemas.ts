/** The zod half of the staff sign-in contract (auth.ts). */
import { z } from 'zod'
import { loginMessages } from './auth'

export const loginSchema = z.object({
  username: z.string({ error: loginMessages.username }).trim().min(1, loginMessages.username).max(100),
  password: z.string({ error: loginMessages.password }).min(1, loginMessages.password).max(200),
  remember: z.boolean().default(false),
})

export type LoginInput = z.infer<typeof loginSchema>
