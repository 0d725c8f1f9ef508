// The measurement wing: the site's own visit counts (decision 037). Other code uses it through here.
export { measurementPlugin } from './plugin.js'
export { measurementRoutes } from './routes.js'
