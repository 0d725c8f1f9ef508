// The measurement wing: the site's own visit counts (decision 037). Other code uses it through here.
export type { Device } from './counting.js'
export { measurementPlugin } from './plugin.js'
export { measurementRoutes } from './routes.js'
export type {
  EntryLead,
  MeasurementStore,
  StepCount,
  ViewCount,
  VitalCount,
} from './store.js'
export { p75Of } from './vitals.js'
