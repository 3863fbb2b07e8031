import { Button } from '~/components/ui/button'
import { ConfirmationPanel } from './confirmation-panel'
import type { GroupRequestConfirmation } from './group-request-form'

export const GROUP_CONFIRMATION_TEXT = {
  heading: 'Request sent',
  thanks: (name: string) => `Thank you, ${name}. We will see how best to seat your group and reply by e-mail. Nothing is booked until we confirm it.`,
  referenceLabel: 'Request reference',
  referenceHint: 'Quote it if you call us about your request.',
  linkLabel: 'Your private link',
  openLink: 'Open my request',
  another: 'Make another booking',
  keepPrivate: 'This link shows your request and our answer, and we can show it to you only now. Keep it private.',
} as const

/** Shown after a group request is sent, in place of the form: the reference, what was asked for and the private link, where our answer appears. */
export function GroupRequestConfirmationPanel({ request, onBookAnother }: { request: GroupRequestConfirmation; onBookAnother: () => void }) {
  return (
    <ConfirmationPanel
      headingId="group-request-heading"
      testId="group-request-confirmation"
      words={{ ...GROUP_CONFIRMATION_TEXT, thanks: GROUP_CONFIRMATION_TEXT.thanks(request.name) }}
      sent={request}
      actions={
        <div className="flex">
          <Button type="button" variant="outline" size="lg" onClick={onBookAnother} className="w-full sm:w-auto">
            {GROUP_CONFIRMATION_TEXT.another}
          </Button>
        </div>
      }
    />
  )
}
