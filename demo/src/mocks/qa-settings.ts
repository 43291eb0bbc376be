import {
  type Actor,
  type FaultSwitch,
  type Faults,
  faultSwitches,
  noFaults,
} from '@jc/server-emulation'

/** What the QA panel controls; kept for the browser tab, so it survives page changes. */
export interface QaSettings {
  readonly actor: Actor
  readonly comments: Faults
  readonly listing: Faults
}

export const defaultQaSettings: QaSettings = {
  actor: 'guest',
  comments: noFaults,
  listing: noFaults,
}

const storageKey = 'jc-demo:qa-settings'
export const actors: readonly Actor[] = ['guest', 'registered', 'admin']

/** Longer than any client timeout: beyond it, latency is the timeout switch. */
export const maxLatencyMs = 60_000

/** Reads the saved settings; anything unreadable falls back to the defaults with a warning. */
export function loadQaSettings(storage: Pick<Storage, 'getItem'>): QaSettings {
  const saved = storage.getItem(storageKey)
  if (saved === null) return defaultQaSettings
  try {
    const value: unknown = JSON.parse(saved)
    if (!isRecord(value)) throw new TypeError('not an object')
    return {
      actor: actors.find((actor) => actor === value.actor) ?? defaultQaSettings.actor,
      comments: readFaults(value.comments),
      listing: readFaults(value.listing),
    }
  } catch (error) {
    console.warn(
      `Demo QA settings in sessionStorage["${storageKey}"] were unreadable and are reset:`,
      error,
    )
    return defaultQaSettings
  }
}

export function saveQaSettings(storage: Pick<Storage, 'setItem'>, settings: QaSettings): void {
  storage.setItem(storageKey, JSON.stringify(settings))
}

function readFaults(value: unknown): Faults {
  if (!isRecord(value)) return noFaults
  const latency = Number(value.latencyMs)
  const switches = Object.fromEntries(
    faultSwitches.map((name) => [name, value[name] === true]),
  ) as Record<FaultSwitch, boolean>
  return {
    ...switches,
    latencyMs: Number.isFinite(latency) && latency > 0 ? Math.min(latency, maxLatencyMs) : 0,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
