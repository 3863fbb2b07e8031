/**
 * The venue's public details, in one place. The spec does not give the real phone number and e-mail address:
 * replace VENUE.phone and VENUE.email with the venue's own before going live.
 */
export const VENUE = {
  name: 'Boracay Beach Bar',
  tagline: 'Beach restaurant & bar on White Beach, Boracay',
  phone: '+63 36 288 0000',
  email: 'hello@boracaybeachbar.com',
  address: {
    locality: 'Malay',
    region: 'Aklan',
    country: 'Philippines',
    countryCode: 'PH',
  },
  /** Shown as one line on the contacts page and in the footer. */
  addressLine: 'Malay, Aklan, Philippines',
  mapEmbedUrl: 'https://www.google.com/maps?q=Malay,+Aklan,+Philippines&output=embed',
  mapLinkUrl: 'https://www.google.com/maps/search/?api=1&query=Malay%2C+Aklan%2C+Philippines',
} as const

/** `tel:` link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
