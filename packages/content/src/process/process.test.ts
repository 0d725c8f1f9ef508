import { describe, expect, it } from 'vitest'
import { CREATION_PROCESS, PORTFOLIO_PROCESS } from './process'

describe('process steps', () => {
  it('names the creation process as the specification does, numbered 1 to 4', () => {
    expect(CREATION_PROCESS.map((step) => step.title)).toEqual([
      'Discovery & Research',
      'Strategic Planning',
      'Development & Testing',
      'Launch & Optimisation',
    ])
    expect(CREATION_PROCESS.map((step) => step.step)).toEqual([1, 2, 3, 4])
  })

  it('names the portfolio process Discovery, Strategy, Implementation, Results', () => {
    expect(PORTFOLIO_PROCESS.map((step) => step.title)).toEqual([
      'Discovery',
      'Strategy',
      'Implementation',
      'Results',
    ])
    for (const step of PORTFOLIO_PROCESS) expect(step.description.length).toBeGreaterThan(20)
  })
})
