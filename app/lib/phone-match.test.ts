import { describe } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { phoneCore } from './phone-match'

describe('phoneCore', () => {
  itAnswers('reads %j as %j', phoneCore, [
    // a PH mobile number the same however it is written
    ['+63 917 555 0142', '9175550142'],
    ['0917-555-0142', '9175550142'],
    ['639175550142', '9175550142'],
    ['(0917) 555.0142', '9175550142'],
    // an international number the same with + or 00
    ['+44 7700 900123', '447700900123'],
    ['0044 7700 900123', '447700900123'],
    ['0063 917 555 0142', '9175550142'],
    // other numbers as their digits
    ['+1 (212) 555-0100', '12125550100'],
    ['no digits', ''],
  ])
})
