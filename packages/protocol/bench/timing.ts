import { performance } from 'node:perf_hooks'

/** The median and 95th percentile of a step, in milliseconds. */
export interface Timing {
  readonly median: number
  readonly p95: number
}

export function summary(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0
  return { median: at(0.5), p95: at(0.95) }
}

/**
 * Times each step of `steps` in turn, each run feeding the next step, after
 * warm-up runs; the last timing is of all steps together.
 */
export function time(
  steps: readonly (() => void)[],
  runs: { readonly warmup: number; readonly timed: number },
): Timing[] {
  const samples = steps.map((): number[] => [])
  const totals: number[] = []
  for (let run = 0; run < runs.warmup + runs.timed; run++) {
    let total = 0
    steps.forEach((step, index) => {
      const start = performance.now()
      step()
      const elapsed = performance.now() - start
      total += elapsed
      if (run >= runs.warmup) samples[index]?.push(elapsed)
    })
    if (run >= runs.warmup) totals.push(total)
  }
  return [...samples.map(summary), summary(totals)]
}

/** The size of a text in UTF-8, as it travels. */
export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length
}
