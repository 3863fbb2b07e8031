import { plural } from '~/lib/plural'

/**
 * The dashboard's warning about e-mails that keep failing (GET /api/emails/summary's `failingOverAnHour`): null when
 * there is nothing to warn about.
 */
export function failingEmailsWarning(failingOverAnHour: number | undefined): string | null {
  if (!failingOverAnHour || failingOverAnHour <= 0) return null
  const verb = failingOverAnHour === 1 ? 'has' : 'have'
  return `${plural(failingOverAnHour, 'e-mail')} ${verb} been failing for more than an hour.`
}
