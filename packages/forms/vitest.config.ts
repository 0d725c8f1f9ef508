import { defineConfig } from 'vitest/config'
import { timingReporters } from '../../scripts/vitest-timings'

export default defineConfig({ test: { ...timingReporters('forms') } })
