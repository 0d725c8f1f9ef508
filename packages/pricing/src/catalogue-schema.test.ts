import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { checkCatalogue } from './catalogue-check'
import { catalogueJsonSchema } from './catalogue-schema'
import { hardHatCatalogue } from './hard-hat/catalogue'

const validate = new Ajv2020({ allErrors: true }).compile(catalogueJsonSchema)

describe('the catalogue JSON Schema', () => {
  it("accepts Hard Hat's catalogue, as createPricing does", () => {
    expect(validate(hardHatCatalogue)).toBe(true)
    expect(checkCatalogue(hardHatCatalogue).ok).toBe(true)
  })

  it('refuses what checkCatalogue refuses for its shape: a fractional price, a rule of no known type', () => {
    const broken = {
      ...hardHatCatalogue,
      basePackages: [{ id: 'one', name: 'One', price: 10.5 }],
      rules: [{ type: 'suggests', feature: 'advancedSEO' }],
    }
    expect(validate(broken)).toBe(false)
    const paths = (validate.errors ?? []).map((error) => error.instancePath)
    expect(paths).toContain('/basePackages/0/price')
    expect(paths).toContain('/rules/0')
    const checked = checkCatalogue(broken)
    expect(
      checked.ok === false && checked.problems.map((problem) => problem.path.join('/')),
    ).toEqual(['basePackages/0/price', 'rules/0/type'])
  })
})
