import type { Actor, SeedComment, ThreadSeed } from './types.ts'

/** A comment row as the emulation changes it. */
export interface StoredComment {
  id: number
  parent: number
  objectId: number
  objectGroup: string
  name: string
  email: string
  homepage: string
  title: string
  /** Stored form: BBCode with `<br />` line breaks. */
  text: string
  date: Date
  ip: string
  published: boolean
  /** Soft-deleted: the row stays and reads "deleted by Administrator". */
  deleted: boolean
  score: number
  userid: number
}

/** Everything `reset()` puts back: the database and session tables the server keeps. */
export interface State {
  readonly threads: Map<string, ThreadSeed>
  readonly comments: Map<number, StoredComment>
  /** `<comment id> <voter key>` */
  readonly votes: Set<string>
  /** `<comment id> <voter key>` */
  readonly reports: Set<string>
  /** `<user id> <thread key>` */
  readonly subscriptions: Set<string>
  readonly bannedIps: Set<string>
  /** Comment id → the actor that has it checked out. */
  readonly checkouts: Map<number, Actor>
  /** IP → time of its last post, for flood control. */
  readonly lastPost: Map<string, number>
}

export function threadKey(objectId: number, objectGroup: string): string {
  return `${objectId} ${objectGroup}`
}

export function createState(threads: readonly ThreadSeed[]): State {
  const state: State = {
    threads: new Map(),
    comments: new Map(),
    votes: new Set(),
    reports: new Set(),
    subscriptions: new Set(),
    bannedIps: new Set(),
    checkouts: new Map(),
    lastPost: new Map(),
  }
  for (const thread of threads) {
    state.threads.set(threadKey(thread.objectId, thread.objectGroup), thread)
    for (const seed of thread.comments) {
      state.comments.set(seed.id, storedFrom(seed, thread))
      if (seed.checkedOutBy !== undefined) state.checkouts.set(seed.id, seed.checkedOutBy)
    }
  }
  return state
}

function storedFrom(seed: SeedComment, thread: ThreadSeed): StoredComment {
  return {
    id: seed.id,
    parent: seed.parent,
    objectId: thread.objectId,
    objectGroup: thread.objectGroup,
    name: seed.name,
    email: seed.email,
    homepage: seed.homepage,
    title: seed.title,
    text: seed.text,
    date: new Date(seed.date),
    ip: seed.ip,
    published: seed.published,
    deleted: false,
    score: seed.score,
    userid: seed.userid,
  }
}

/** A thread's settings; an object nobody seeded gets an empty English tree. */
export function threadOf(state: State, objectId: number, objectGroup: string): ThreadSeed {
  return (
    state.threads.get(threadKey(objectId, objectGroup)) ?? {
      objectId,
      objectGroup,
      objectUrl: '/',
      title: '',
      language: 'en',
      view: 'tree',
      perPage: 0,
      order: 'ASC',
      comments: [],
    }
  )
}

/** The object's comments, oldest first, as the viewer may see them. */
export function commentsOf(
  state: State,
  thread: ThreadSeed,
  seesUnpublished: boolean,
): StoredComment[] {
  return [...state.comments.values()]
    .filter(
      (comment) =>
        comment.objectId === thread.objectId &&
        comment.objectGroup === thread.objectGroup &&
        (comment.published || seesUnpublished),
    )
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id)
}

/** The comment and all its replies, at any depth. */
export function withDescendants(state: State, id: number): number[] {
  const ids = [id]
  for (let index = 0; index < ids.length; index++) {
    for (const comment of state.comments.values()) {
      if (comment.parent === ids[index]) ids.push(comment.id)
    }
  }
  return ids
}
