/** The zod half of the staff accounts contract (staff.ts). */
import { z } from 'zod'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, STAFF_ROLES, staffMessages, USERNAME_PATTERN } from './staff'

export const usernameSchema = z.string({ error: staffMessages.username }).trim().regex(USERNAME_PATTERN, staffMessages.username)
export const roleSchema = z.enum(STAFF_ROLES, { error: staffMessages.role })
export const newPasswordSchema = z
  .string({ error: staffMessages.password })
  .min(MIN_PASSWORD_LENGTH, staffMessages.password)
  .max(MAX_PASSWORD_LENGTH, staffMessages.passwordTooLong)

export const newStaffSchema = z.strictObject({
  username: usernameSchema,
  role: roleSchema,
  password: newPasswordSchema.optional(),
})
export type NewStaffInput = z.infer<typeof newStaffSchema>

export const staffChangeSchema = z
  .strictObject({
    role: roleSchema.optional(),
    active: z.boolean({ error: staffMessages.active }).optional(),
    password: newPasswordSchema.optional(),
  })
  .refine((change) => change.role !== undefined || change.active !== undefined || change.password !== undefined, staffMessages.nothingToChange)
export type StaffChange = z.infer<typeof staffChangeSchema>

/** A set-up link's token: 32 random bytes, base64url (anything else opens nothing). */
export const setupTokenSchema = z.string({ error: staffMessages.setupToken }).regex(/^[A-Za-z0-9_-]{43}$/, staffMessages.setupToken)

export const setupSchema = z.strictObject({ token: setupTokenSchema, password: newPasswordSchema })
export type SetupInput = z.infer<typeof setupSchema>

export const ownPasswordSchema = z.strictObject({
  currentPassword: z.string({ error: staffMessages.currentPassword }).min(1, staffMessages.currentPassword).max(MAX_PASSWORD_LENGTH, staffMessages.passwordTooLong),
  newPassword: newPasswordSchema,
})
export type OwnPasswordInput = z.infer<typeof ownPasswordSchema>
