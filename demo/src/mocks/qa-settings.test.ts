import { noFaults } from '@jc/server-emulation'
import { describe, expect, it, vi } from 'vitest'
import { defaultQaSettings, loadQaSettings, maxLatencyMs, saveQaSettings } from './qa-settings.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('QA settings', () => {
  it('start as a guest with no faults', () => {
    expect(loadQaSettings(memoryStorage())).toEqual(defaultQaSettings)
    expect(defaultQaSettings).toEqual({ actor: 'guest', comments: noFaults, listing: noFaults })
  })

  it('come back as they were saved', () => {
    const storage = memoryStorage()
    const settings = {
      actor: 'admin' as const,
      comments: { ...noFaults, latencyMs: 800, phpWarning: true },
      listing: { ...noFaults, status500: true },
    }
    saveQaSettings(storage, settings)
    expect(loadQaSettings(storage)).toEqual(settings)
  })

  it('fall back to the defaults with a warning when the saved text is unreadable', () => {
    const storage = memoryStorage()
    storage.items.set('jc-demo:qa-settings', '{not json')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(loadQaSettings(storage)).toEqual(defaultQaSettings)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('jc-demo:qa-settings'),
      expect.anything(),
    )
    warn.mockRestore()
  })

  it('keep only known actors, boolean switches and a sane latency', () => {
    const storage = memoryStorage()
    storage.items.set(
      'jc-demo:qa-settings',
      JSON.stringify({
        actor: 'root',
        comments: { latencyMs: 1e9, timeout: 'yes', garbage: true },
        listing: { latencyMs: -5 },
      }),
    )
    expect(loadQaSettings(storage)).toEqual({
      actor: 'guest',
      comments: { ...noFaults, latencyMs: maxLatencyMs, garbage: true },
      listing: noFaults,
    })
  })
})
