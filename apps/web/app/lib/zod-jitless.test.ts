import { describe, expect, it } from 'vitest'
import './zod-jitless'
import { z } from 'zod'

describe('zod-jitless', () => {
  it('turns on zod’s jitless parsing through the configuration z.config() reads', () => {
    expect(z.config().jitless).toBe(true)
  })

  it('still lets schemas parse and reject values with jitless on', () => {
    const schema = z.object({ name: z.string().min(1), email: z.email() })
    expect(schema.safeParse({ name: 'Sam', email: 'sam@example.com' }).success).toBe(true)
    expect(schema.safeParse({ name: '', email: 'not an email' }).success).toBe(false)
  })
})
