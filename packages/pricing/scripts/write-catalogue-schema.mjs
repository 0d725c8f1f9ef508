// Writes the catalogue's JSON Schema beside the build, so a catalogue kept as a JSON file can point
// its "$schema" at node_modules/@hard-hat/pricing/dist/catalogue.schema.json.
import { writeFileSync } from 'node:fs'
import { catalogueJsonSchema } from '../dist/index.js'

writeFileSync(
  new URL('../dist/catalogue.schema.json', import.meta.url),
  `${JSON.stringify(catalogueJsonSchema, null, 2)}\n`,
)
