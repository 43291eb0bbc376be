import { afterEach, describe, expect, it, vi } from 'vitest'
import { videoPlayerOf } from './video-player.ts'

function meta(content: string): void {
  const element = document.createElement('meta')
  element.name = 'video-player'
  element.content = content
  document.head.append(element)
}

afterEach(() => {
  document.head.replaceChildren()
  document.documentElement.removeAttribute('data-video-player')
  vi.restoreAllMocks()
})

describe('videoPlayerOf', () => {
  it('embeds the players where the page says nothing', () => {
    expect(videoPlayerOf(document, {})).toBe('embed')
  })

  it('links to the video’s page where the page’s meta says page-link', () => {
    meta(' page-link ')
    expect(videoPlayerOf(document, {})).toBe('page-link')
  })

  it('reads data-video-player on <html> as the meta', () => {
    document.documentElement.setAttribute('data-video-player', 'page-link')
    expect(videoPlayerOf(document, {})).toBe('page-link')
  })

  it('takes the option given in code over the page’s setting', () => {
    meta('page-link')
    expect(videoPlayerOf(document, { videoPlayer: 'embed' })).toBe('embed')
  })

  it('names a setting it does not know, with the values it takes, and embeds meanwhile', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    meta('pagelink')
    expect(videoPlayerOf(document, {})).toBe('embed')
    expect(warn).toHaveBeenCalledWith(
      '<listing-tabs>: the page\'s video-player setting is "pagelink"; write embed or page-link (videos are embedded until then)',
    )
  })
})
