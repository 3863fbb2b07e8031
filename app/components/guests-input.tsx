import { Input } from '~/components/ui/input'
import { MIN_GUESTS } from '~/lib/constants'

/** The party size of a booking form: a whole number of guests from MIN_GUESTS, typed on the phone's number pad. */
export function GuestsInput(props: Omit<React.ComponentProps<typeof Input>, 'type' | 'inputMode' | 'min' | 'step'>) {
  return <Input type="number" inputMode="numeric" min={MIN_GUESTS} step={1} {...props} />
}
