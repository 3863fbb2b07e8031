import { Button } from '~/components/ui/button'
import { ConfirmationPanel } from './confirmation-panel'
import type { GroupRequestConfirmation } from './group-request-form'
import { useBookingWords } from './use-booking-words'

/** Shown after a group request is sent, in place of the form: the reference, what was asked for and the private link, where our answer appears. */
export function GroupRequestConfirmationPanel({ request, onBookAnother }: { request: GroupRequestConfirmation; onBookAnother: () => void }) {
  const { t } = useBookingWords()
  return (
    <ConfirmationPanel
      headingId="group-request-heading"
      testId="group-request-confirmation"
      words={{
        heading: t('groupSuccessTitle'),
        thanks: t('requestThanks', { name: request.name }),
        referenceLabel: t('requestReferenceLabel'),
        referenceHint: t('requestReferenceHint'),
        linkLabel: t('requestLinkLabel'),
        openLink: t('requestOpenLink'),
        keepPrivate: t('requestKeepPrivate'),
      }}
      sent={request}
      actions={
        <div className="flex">
          <Button type="button" variant="outline" size="lg" onClick={onBookAnother} className="w-full sm:w-auto">
            {t('another')}
          </Button>
        </div>
      }
    />
  )
}
