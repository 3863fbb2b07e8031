/** A password to read out or type once: four groups of five letters and digits, without look-alikes (0/O, 1/l/I). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY23456789'

export function oneTimePassword(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  // 256 is not a multiple of the alphabet's size: bytes past the last whole multiple are drawn again.
  const limit = 256 - (256 % ALPHABET.length)
  const chars: string[] = []
  while (chars.length < 20) {
    for (const byte of random(32)) if (byte < limit && chars.length < 20) chars.push(ALPHABET[byte % ALPHABET.length])
  }
  return [0, 5, 10, 15].map((start) => chars.slice(start, start + 5).join('')).join('-')
}
