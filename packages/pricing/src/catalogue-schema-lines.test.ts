import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { checkCatalogue } from './catalogue-check'
import { catalogueJsonSchema } from './catalogue-schema'
import { pricing } from './readme-examples/trades-agency.example'

const validate = new Ajv2020({ allErrors: true }).compile(catalogueJsonSchema)

describe('the catalogue JSON Schema and the newer lines', () => {
  it('accepts a catalogue with every kind of line, as checkCatalogue does', () => {
    expect(validate(pricing.catalogue)).toBe(true)
    expect(checkCatalogue(pricing.catalogue).ok).toBe(true)
  })

  it('refuses what checkCatalogue refuses: an unknown interval, a key on a rule, a discount with both amounts', () => {
    const broken = {
      ...pricing.catalogue,
      features: [{ ...pricing.catalogue.features[1], interval: 'week' }],
      rules: [{ type: 'includes', basePackage: 'trade', feature: 'blog4', free: true }],
      discounts: [{ id: 'd', name: 'Both', percentOff: 10, amountOff: 100 }],
    }
    expect(validate(broken)).toBe(false)
    const paths = new Set((validate.errors ?? []).map((error) => error.instancePath))
    expect([...paths]).toEqual(
      expect.arrayContaining(['/features/0/interval', '/rules/0', '/discounts/0']),
    )
    const checked = checkCatalogue(broken)
    expect(checked.ok === false && checked.problems.map((each) => each.path.join('/'))).toEqual(
      expect.arrayContaining(['features/0/interval', 'rules/0/free', 'discounts/0']),
    )
  })
})
