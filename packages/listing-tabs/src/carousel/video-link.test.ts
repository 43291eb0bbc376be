import { describe, expect, it, vi } from 'vitest'
import {
  embedUrl,
  parseVideoLink,
  thumbnailTemplate,
  thumbnailUrl,
  watchUrl,
} from './video-link.ts'

describe('parseVideoLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ&t=30', 'youtube', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('reads %s', (href, host, id) => {
    expect(parseVideoLink(href)).toEqual({ host, id })
  })

  it.each([
    ['another host', 'https://example.org/watch?v=aqz-KE-bpKQ'],
    ['a YouTube page that is no video', 'https://www.youtube.com/feed/trending'],
    ['an id of the wrong shape', 'https://www.youtube.com/watch?v=abc"onload'],
    ['a Vimeo page without an id', 'https://vimeo.com/about'],
    ['a relative link', '/fa/article.html'],
    ['a script address', 'javascript:alert(1)'],
  ])('is no video for %s', (_, href) => {
    expect(parseVideoLink(href)).toBeUndefined()
  })
})

describe('the addresses of a video', () => {
  const youtube = { host: 'youtube', id: 'aqz-KE-bpKQ' } as const
  const vimeo = { host: 'vimeo', id: '76979871' } as const

  it('embed from the privacy-friendly hosts', () => {
    expect(embedUrl(youtube)).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1')
    expect(embedUrl(vimeo)).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1')
  })

  it('link back to the video’s page on its host', () => {
    expect(watchUrl(youtube)).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ')
    expect(watchUrl(vimeo)).toBe('https://vimeo.com/76979871')
  })

  it('take the thumbnail from the host unless a template says otherwise', () => {
    expect(thumbnailUrl(youtube)).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg')
    expect(thumbnailUrl(vimeo)).toBe('https://vumbnail.com/76979871.jpg')
    expect(thumbnailUrl(vimeo, '/images/video/{host}-{id}.svg')).toBe(
      '/images/video/vimeo-76979871.svg',
    )
  })
})

describe('thumbnailTemplate', () => {
  const check = (template: string | undefined) => {
    const log = { warn: vi.fn() }
    return { kept: thumbnailTemplate(template, log), warnings: log.warn.mock.calls }
  }

  it('keeps a web address that gives each video its own image', () => {
    expect(check('/images/video/{host}-{id}.svg')).toEqual({
      kept: '/images/video/{host}-{id}.svg',
      warnings: [],
    })
    expect(check(undefined)).toEqual({ kept: undefined, warnings: [] })
  })

  it.each([['/images/video/thumbnail.jpg'], ['javascript:{id}']])(
    'names %s and falls back to the hosts’ own thumbnails',
    (template) => {
      const { kept, warnings } = check(template)
      expect(kept).toBeUndefined()
      expect(String(warnings[0]?.[0])).toContain(
        `<listing-tabs>: the attribute video-thumbnails is "${template}"`,
      )
    },
  )
})
