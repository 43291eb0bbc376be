import { describe, expect, it } from 'vitest'
import { draftKey, storageDrafts } from './drafts.ts'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => Array.from(items.keys())[index] ?? null,
    removeItem: (key) => {
      items.delete(key)
    },
    setItem: (key, value) => {
      items.set(key, value)
    },
  }
}

describe('drafts', () => {
  it('are kept per commented object', () => {
    expect(draftKey('com_content', 21)).not.toBe(draftKey('com_content', 22))
  })

  it('come back as written, and go when removed or emptied', () => {
    const storage = memoryStorage()
    const drafts = storageDrafts(storage)
    drafts.write('k', { comment: 'سلام\nدنیا', title: 'T' })
    expect(drafts.read('k')).toEqual({ comment: 'سلام\nدنیا', title: 'T' })
    drafts.write('k', { comment: '  ', title: '' })
    expect(storage.length).toBe(0)
    drafts.write('k', { comment: 'again', title: '' })
    drafts.remove('k')
    expect(drafts.read('k')).toBeNull()
  })

  it('ignore what is not a draft, and a storage that refuses', () => {
    const storage = memoryStorage()
    storage.setItem('k', '{"comment": 3}')
    expect(storageDrafts(storage).read('k')).toBeNull()
    storage.setItem('k', 'not json')
    expect(storageDrafts(storage).read('k')).toBeNull()
    const full: Storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(() => storageDrafts(full).write('k', { comment: 'x', title: '' })).not.toThrow()
    expect(storageDrafts(null).read('k')).toBeNull()
  })
})
