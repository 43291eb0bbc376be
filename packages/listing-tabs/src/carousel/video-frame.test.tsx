// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbedFrame, VideoPageLink } from './video-frame.tsx'

afterEach(cleanup)

const video = { host: 'vimeo', id: '76979871' } as const
const src = 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'

describe('what plays a video', () => {
  it('is by default a titled frame of the embed address', () => {
    render(<EmbedFrame video={video} src={src} title="Earth" language="en" />)
    expect(screen.getByTitle('Earth').getAttribute('src')).toBe(src)
  })

  it('can be a link to the video’s page instead, for a CSP without video frames', () => {
    render(<VideoPageLink video={video} src={src} title="زمین" language="fa" />)
    const link = screen.getByRole('link', { name: '«زمین» را در Vimeo ببینید' })
    expect(link.getAttribute('href')).toBe('https://vimeo.com/76979871')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(document.querySelector('iframe')).toBeNull()
  })
})
