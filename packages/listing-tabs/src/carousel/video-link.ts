import { isAllowedUrl, warnAttribute } from '@jc/widget-kit'

export type VideoHost = 'youtube' | 'vimeo'

/** A video on a host we know how to embed, by its id there. */
export interface VideoLink {
  readonly host: VideoHost
  readonly id: string
}

const youtubeId = /^[\w-]{11}$/
const vimeoId = /^\d+$/

function youtube(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www|m)\./, '')
  const [first, second] = url.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be') return first
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return undefined
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined
  return first === 'embed' || first === 'shorts' || first === 'live' ? second : undefined
}

function vimeo(url: URL): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean)
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' ? parts[1] : undefined
  if (url.hostname !== 'vimeo.com' && url.hostname !== 'www.vimeo.com') return undefined
  return parts.find((part) => vimeoId.test(part))
}

/** Recognises a YouTube or Vimeo page or embed address; anything else is no video. */
export function parseVideoLink(href: string): VideoLink | undefined {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const onYoutube = youtube(url)
  if (onYoutube !== undefined)
    return youtubeId.test(onYoutube) ? { host: 'youtube', id: onYoutube } : undefined
  const onVimeo = vimeo(url)
  return onVimeo !== undefined && vimeoId.test(onVimeo) ? { host: 'vimeo', id: onVimeo } : undefined
}

/**
 * The player's privacy-friendly address: YouTube's no-cookie host, Vimeo with
 * Do Not Track. It autoplays, because it is only loaded on the visitor's click.
 */
export function embedUrl(video: VideoLink): string {
  return video.host === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`
    : `https://player.vimeo.com/video/${video.id}?dnt=1&autoplay=1`
}

/** The video's own page on its host. */
export function watchUrl(video: VideoLink): string {
  return video.host === 'youtube'
    ? `https://www.youtube.com/watch?v=${video.id}`
    : `https://vimeo.com/${video.id}`
}

/**
 * The thumbnail's address: from `template` when one is given (`{host}` and
 * `{id}` are filled in), else the host's own. Vimeo has no thumbnail URL
 * without an API call, so its default is vumbnail.com, which serves them.
 */
export function thumbnailUrl(video: VideoLink, template?: string): string {
  if (template) return template.replaceAll('{host}', video.host).replaceAll('{id}', video.id)
  return video.host === 'youtube'
    ? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`
    : `https://vumbnail.com/${video.id}.jpg`
}

/**
 * The `video-thumbnails` template when it can give each video its own image:
 * an address with `{id}` in it that the one address check allows. A wrong
 * one is named in the console, and the hosts' own thumbnails are shown instead.
 */
export function thumbnailTemplate(
  template: string | undefined,
  log: Pick<Console, 'warn'>,
): string | undefined {
  if (template === undefined) return undefined
  const example = template.replaceAll('{host}', 'youtube').replaceAll('{id}', 'id')
  if (template.includes('{id}') && isAllowedUrl(example)) return template
  warnAttribute(
    'listing-tabs',
    'video-thumbnails',
    template,
    'an image address with {id} in it, such as "/images/video/{host}-{id}.jpg"',
    log,
  )
  return undefined
}
