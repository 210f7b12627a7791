// Holds the live database. Writes run in a transaction: the db is cloned first and put back
// if the handler throws, so a refused request never leaves half-written state. Handlers are
// synchronous, so no other request can interleave between the clone and the restore.
import type { Db } from './db'
import { buildSeed } from '../seed'
import { FaultStore } from '../admin/faults'

export interface Upload {
  name: string
  contentType: string
  data: Buffer
}

export class Store {
  db: Db
  /** Uploaded files live outside the db so the per-write clone stays cheap. */
  readonly uploads = new Map<string, Upload>()
  /** Injected faults (dev and test); /__reset clears them unless asked to keep them. */
  readonly faults = new FaultStore()

  constructor(private readonly clock: () => number = Date.now) {
    this.db = buildSeed(clock())
  }

  reset(): void {
    this.db = buildSeed(this.clock())
    this.uploads.clear()
  }

  transaction<T>(fn: (db: Db) => T): T {
    const before = structuredClone(this.db)
    try {
      return fn(this.db)
    } catch (error) {
      this.db = before
      throw error
    }
  }
}
