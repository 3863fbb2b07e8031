import { Link } from 'react-router'
import { StaffScreen } from '~/components/admin-frame'
import { QueryState } from '~/components/query-state'
import { useStaffRole } from '~/components/staff-role'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { languageName } from '~/contracts/translations'
import { pagePermission, roleAllows } from '~/lib/roles'
import { everythingTranslated, missingSummary } from './missing-summary'
import { useMissingTranslations } from '~/components/staff-translations-query'

export const TRANSLATIONS_TITLE = 'Translations'
export const EVERYTHING_TRANSLATED = 'Everything is translated'

/**
 * What guests of each language still read in English: per language, the count of what lacks a translation and the
 * screens to add it, so that staff finish one language at a time.
 */
export function TranslationsOverview() {
  const missing = useMissingTranslations()
  const role = useStaffRole()
  const mayOpen = (to: string) => {
    const permission = pagePermission(to)
    return !role || (permission !== undefined && roleAllows(role, permission))
  }
  return (
    <StaffScreen
      title={TRANSLATIONS_TITLE}
      description="Guests read the venue's own texts in their language where staff have translated them, else in English. Add translations in each screen's editor, under “Translations”."
    >
      <QueryState query={missing} loading="Loading the translations…" error="The translations could not be loaded." isEmpty={() => false}>
        {(json) => {
          const summary = missingSummary(json)
          if (everythingTranslated(summary)) {
            return (
              <Card>
                <CardContent className="py-6">
                  <p role="status" className="font-medium">
                    {EVERYTHING_TRANSLATED}
                  </p>
                  <p className="text-sm text-muted-foreground">Every text guests read has a translation in every language.</p>
                </CardContent>
              </Card>
            )
          }
          return (
            <div className="grid gap-4 md:grid-cols-2">
              {summary.map((language) => (
                <Card key={language.lang} data-testid={`missing-${language.lang}`}>
                  <CardHeader>
                    <CardTitle className="flex flex-wrap items-center gap-2">
                      {language.name} <span lang={language.lang} className="font-normal text-muted-foreground">{languageName(language.lang)}</span>
                      {language.total === 0 ? <Badge variant="secondary">Complete</Badge> : <Badge variant="accent">{language.total} missing</Badge>}
                    </CardTitle>
                    <CardDescription>{language.total === 0 ? 'Everything is translated into this language.' : 'Still shown in English:'}</CardDescription>
                  </CardHeader>
                  {language.total > 0 && (
                    <CardContent>
                      <ul className="grid gap-2">
                        {language.missing.map((entry) => (
                          <li key={entry.content} className="flex flex-wrap items-center justify-between gap-2">
                            <span data-testid={`missing-${language.lang}-${entry.content}`}>{entry.text}</span>
                            {mayOpen(entry.to) ? (
                              <Link to={entry.to} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                                Translate in {entry.screen}
                                <span className="sr-only"> ({language.name})</span>
                              </Link>
                            ) : (
                              <span className="text-sm text-muted-foreground">Ask the owner</span>
                            )}
                          </li>
                        ))}
                      </ul>
                    </CardContent>
                  )}
                </Card>
              ))}
            </div>
          )
        }}
      </QueryState>
    </StaffScreen>
  )
}
