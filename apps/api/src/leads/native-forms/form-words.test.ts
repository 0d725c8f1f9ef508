import { FORM_FIELDS, FORM_IDS, fieldsOf } from '@hard-hat/forms'
import { describe, expect, it } from 'vitest'
import { FORM_WORDS } from './form-words.js'

describe('form words', () => {
  it.each(FORM_IDS)('words every field %s shows, and no field it does not', (id) => {
    const shown = fieldsOf(id)
      .filter((field) => field.input !== 'hidden')
      .map((field) => field.name)
    expect(Object.keys(FORM_WORDS[id].fields).sort()).toEqual([...shown].sort())
  })

  it.each(FORM_IDS)('gives %s a legend for each of its named groups', (id) => {
    for (const group of FORM_FIELDS[id]) {
      if (group.id) expect(FORM_WORDS[id].legends?.[group.id], group.id).toBeTruthy()
    }
  })
})
