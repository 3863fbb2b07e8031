import { useState } from 'react'
import { ConfirmQuestion } from '~/components/admin-confirm-dialog'
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { useLeaveLine } from './waitlist-status-query'
import { useWaitlistWords } from './use-waitlist-words'

/** 'Leave the line' (or, with an offer, 'No, thanks'): asked first, then POST .../leave; a failure shows under it. */
export function LeaveLine({ token, decline = false, disabled }: { token: string; decline?: boolean; disabled: boolean }) {
  const { t } = useWaitlistWords()
  const leave = useLeaveLine(token)
  const [failed, setFailed] = useState(false)
  return (
    <div className="grid gap-2">
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="lg" className="w-full" disabled={disabled || leave.isPending} data-testid={decline ? 'waitlist-decline' : 'waitlist-leave'}>
            {leave.isPending ? t('leaving') : t(decline ? 'decline' : 'leave')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <ConfirmQuestion
            question={t(decline ? 'declineTitle' : 'leaveTitle')}
            detail={t(decline ? 'declineText' : 'leaveText')}
            cancelLabel={t('stay')}
            confirmLabel={t(decline ? 'decline' : 'leave')}
            onConfirm={() => {
              setFailed(false)
              leave.mutate(undefined, { onError: () => setFailed(true) })
            }}
          />
        </AlertDialogContent>
      </AlertDialog>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {t('actionFailed')}
        </p>
      )}
    </div>
  )
}
