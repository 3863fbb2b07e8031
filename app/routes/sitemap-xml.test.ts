import { describe, expect, it } from 'vitest'
import { sitemapUrls } from './sitemap-xml'

describe('sitemapUrls', () => {
  const urls = sitemapUrls(['/', '/menu', '/offers'], 'https://beachbar.example')

  it('lists every page in every language, English first', () => {
    const locs = urls.map((u) => /<loc>(.*)<\/loc>/.exec(u)?.[1])
    expect(locs).toEqual([
      'https://beachbar.example/',
      'https://beachbar.example/menu',
      'https://beachbar.example/offers',
      'https://beachbar.example/ko/',
      'https://beachbar.example/ko/menu',
      'https://beachbar.example/ko/offers',
      'https://beachbar.example/zh-hans/',
      'https://beachbar.example/zh-hans/menu',
      'https://beachbar.example/zh-hans/offers',
      'https://beachbar.example/zh-hant/',
      'https://beachbar.example/zh-hant/menu',
      'https://beachbar.example/zh-hant/offers',
      'https://beachbar.example/ja/',
      'https://beachbar.example/ja/menu',
      'https://beachbar.example/ja/offers',
    ])
  })

  it('gives each address its alternates in every language and x-default', () => {
    const korean = urls.find((u) => u.includes('<loc>https://beachbar.example/ko/menu</loc>')) ?? ''
    expect(korean).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://beachbar.example/menu"/>')
    expect(korean).toContain('<xhtml:link rel="alternate" hreflang="zh-Hant" href="https://beachbar.example/zh-hant/menu"/>')
    expect(korean).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://beachbar.example/menu"/>')
    expect(korean.match(/xhtml:link/g)).toHaveLength(6)
  })
})
