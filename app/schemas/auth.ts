import { z } from 'zod'

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password'

export const loginSchema = z.object({
  username: z.string({ error: 'Please enter your username' }).trim().min(1, 'Please enter your username').max(100),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(200),
  remember: z.boolean().default(false),
})

export type LoginInput = z.infer<typeof loginSchema>
