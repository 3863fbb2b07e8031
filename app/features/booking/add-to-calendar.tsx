import { CalendarCheck } from '~/components/icons'
import { buttonVariants } from '~/components/ui/button'
import { bookingPaths } from '~/contracts/bookings'
import { useBookingWords } from './use-booking-words'

/** 'Add to calendar': the booking as an .ics file (GET /api/bookings/:token/ics), a plain link that works without JS. */
export function AddToCalendar({ token, className }: { token: string; className?: string }) {
  const { t } = useBookingWords()
  return (
    <a href={bookingPaths.ics(token)} download className={buttonVariants({ variant: 'outline', size: 'lg', className })}>
      <CalendarCheck aria-hidden="true" />
      {t('addToCalendar')}
    </a>
  )
}
