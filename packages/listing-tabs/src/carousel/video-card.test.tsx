// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom tries to load the frame's page and reports it cannot.
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { listingStrings } from '../strings.ts'
import { VideoCard } from './video-card.tsx'
import { EmbedFrame, type VideoFrameProps, VideoPageLink } from './video-frame.tsx'

afterEach(cleanup)

const video = { host: 'youtube', id: 'aqz-KE-bpKQ' } as const

function playByKeyboard(frame: ComponentType<VideoFrameProps>) {
  render(
    <VideoCard
      video={video}
      title="Big Buck Bunny"
      thumbnails={undefined}
      strings={listingStrings('en')}
      language="en"
      frame={frame}
      onPlay={() => {}}
    />,
  )
  screen.getByRole('button', { name: 'Play video: Big Buck Bunny' }).focus()
  return userEvent.keyboard('{Enter}')
}

describe('playing a carousel video by keyboard', () => {
  it('hands the focus to the player frame that replaces the button', async () => {
    await playByKeyboard(EmbedFrame)
    expect(document.activeElement).toBe(screen.getByTitle('Big Buck Bunny'))
  })

  it('hands it to the link to the host where no frame may play', async () => {
    await playByKeyboard(VideoPageLink)
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'Watch “Big Buck Bunny” on YouTube' }),
    )
  })

  it('keeps it on the card when a site’s own player holds nothing to focus', async () => {
    await playByKeyboard(() => <p>Playing</p>)
    expect(document.activeElement).toBe(screen.getByText('Playing').parentElement)
  })
})
