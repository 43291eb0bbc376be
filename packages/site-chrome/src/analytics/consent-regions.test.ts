// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { europeanRegions } from './consent-regions.ts'

describe('europeanRegions', () => {
  it('lists the 30 EEA countries, the United Kingdom and Switzerland, each once', () => {
    expect(new Set(europeanRegions).size).toBe(32)
    expect(europeanRegions).toEqual(
      expect.arrayContaining(['DE', 'FR', 'NO', 'IS', 'LI', 'GB', 'CH']),
    )
  })

  it('uses ISO 3166 codes, not the EU’s own abbreviations', () => {
    expect(europeanRegions).toContain('GR')
    expect(europeanRegions).not.toContain('EL')
    expect(europeanRegions).not.toContain('UK')
    for (const code of europeanRegions) expect(code).toMatch(/^[A-Z]{2}$/)
  })
})
