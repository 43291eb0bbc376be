import type { JCommentsServerOptions } from '@jc/server-emulation'

type ThreadSeed = NonNullable<JCommentsServerOptions['threads']>[number]

/**
 * An article with `count` top-level comments, ids from 1000, about 1.6 KB
 * each as printed: 80 of them are long enough that, where DOMPurify sanitizes
 * (jsdom has no HTML Sanitizer), the printed thread is shown in slices after
 * its first screen.
 */
export function longThread(objectId: number, count: number): ThreadSeed {
  return {
    objectId,
    objectGroup: 'com_content',
    objectUrl: `/en/long-${objectId}.html`,
    title: 'A long thread',
    language: 'en',
    view: 'tree',
    perPage: 0,
    order: 'ASC',
    comments: Array.from({ length: count }, (_, index) => ({
      id: 1000 + index,
      parent: 0,
      name: `Reader ${index}`,
      email: `reader${index}@example.com`,
      homepage: '',
      title: '',
      text: `Comment number ${index}, long enough to take some room in the printed block.`,
      date: new Date(Date.UTC(2024, 0, 1, 0, index)).toISOString(),
      ip: '198.51.100.7',
      published: true,
      score: 0,
      userid: 0,
    })),
  }
}
