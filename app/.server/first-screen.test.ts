import { describe, expect, it } from 'vitest'
import { showsFirstScreen } from './first-screen'

describe('showsFirstScreen', () => {
  it('names the menu and drinks screens only', () => {
    for (const path of ['/', '/menu', '/menu/breakfast', '/drinks', '/drinks/cocktails']) expect(showsFirstScreen(path), path).toBe(true)
    for (const path of ['/ko', '/ko/menu', '/zh-hans/drinks/cocktails']) expect(showsFirstScreen(path), path).toBe(true)
    for (const path of ['/offers', '/contacts', '/book', '/menu/soups/x', '/menux']) expect(showsFirstScreen(path), path).toBe(false)
  })
})
