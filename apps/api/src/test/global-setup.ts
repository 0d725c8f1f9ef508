import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from './postgres-cluster.js'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
  }
}

/** Starts one throwaway PostgreSQL cluster for the whole run; each test creates its own database. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster({ isDurable: false })
  project.provide('postgresAdminUrl', cluster.url)
  return async () => {
    await cluster.stop()
  }
}
