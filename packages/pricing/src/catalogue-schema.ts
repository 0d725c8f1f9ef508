const id = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' } as const
const price = {
  type: 'integer',
  minimum: 0,
  description: 'Whole minor units of the currency (pence, cents).',
} as const
const text = { type: 'string', minLength: 1, pattern: '\\S' } as const
const interval = {
  enum: ['month', 'year'],
  description: 'Charged every month or year; paid once when omitted.',
} as const
const whole = { type: 'integer', minimum: 0 } as const
const message = { type: 'string' } as const
/**
 * The JSON Schema (draft 2020-12) of a catalogue, for a catalogue kept as a JSON file: point its
 * `$schema` at `@hard-hat/pricing/catalogue.schema.json` and an editor checks it as you type.
 * `createPricing` checks the same shape and adds what a schema cannot say: that ids are unique, that
 * features and rules name ids and groups that exist, and that `requires` rules have no cycle.
 */
export const catalogueJsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://hardhatwebsites.example/schemas/pricing-catalogue.json',
  title: '@hard-hat/pricing catalogue',
  type: 'object',
  required: ['currency', 'vatRatePercent', 'groups', 'basePackages', 'features'],
  properties: {
    $schema: { type: 'string' },
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code.' },
    locale: { type: 'string', description: 'BCP 47 locale for formatting; en-GB by default.' },
    vatRatePercent: { type: 'number', minimum: 0, maximum: 100 },
    groups: {
      type: 'array',
      description: 'The calculator feature steps, in order.',
      items: {
        type: 'object',
        required: ['id', 'title'],
        properties: {
          id,
          title: text,
          description: { type: 'string' },
          choose: { enum: ['any', 'at-most-one', 'exactly-one'] },
        },
        additionalProperties: false,
      },
    },
    basePackages: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['id', 'name', 'price'],
        properties: {
          id,
          name: text,
          price,
          interval,
          popular: { type: 'boolean' },
          description: { type: 'string' },
        },
      },
    },
    features: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'price', 'group'],
        properties: {
          id,
          name: text,
          price,
          group: id,
          interval,
          quantity: {
            type: 'object',
            required: ['min', 'max'],
            properties: {
              min: { type: 'integer', minimum: 1 },
              max: whole,
              unit: { type: 'string' },
            },
            additionalProperties: false,
          },
          description: { type: 'string' },
        },
      },
    },
    rules: {
      type: 'array',
      items: {
        // Literal objects, not built by a function: a call at module level would keep the whole
        // schema in every bundle that imports the package, used or not.
        oneOf: [
          {
            type: 'object',
            required: ['type', 'basePackage', 'feature'],
            properties: { type: { const: 'excludes' }, basePackage: id, feature: id, message },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['type', 'feature', 'requires'],
            properties: { type: { const: 'requires' }, feature: id, requires: id, message },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['type', 'basePackage', 'feature'],
            properties: { type: { const: 'includes' }, basePackage: id, feature: id, message },
            additionalProperties: false,
          },
        ],
      },
    },
    discounts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name'],
        oneOf: [{ required: ['percentOff'] }, { required: ['amountOff'] }],
        properties: {
          id,
          name: text,
          percentOff: { type: 'number', minimum: 0, maximum: 100 },
          amountOff: whole,
          interval,
          when: {
            type: 'object',
            properties: {
              basePackages: { type: 'array', items: id },
              features: { type: 'array', items: id },
            },
            additionalProperties: false,
          },
        },
        additionalProperties: false,
      },
    },
    paymentSchedule: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['name', 'share'],
        properties: { name: text, share: whole },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const
