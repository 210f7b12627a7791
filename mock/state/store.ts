// Holds the live database. Writes run in a transaction: the db is cloned first and put back
// if the handler throws, so a refused request never leaves half-written state. Handlers are
// synchronous, so no other request can interleave between the clone and the restore.
import type { Db } from './db'
import { buildSeed } from '../seed'
import { FaultStore } from '../admin/faults'
import { TelemetryLog } from './telemetry'

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
  /** The app's error and performance reports (POST /static/telemetry); /__reset clears them. */
  readonly telemetry = new TelemetryLog()

  /** How far the admin clock (POST /__admin/clock) has moved the server's time on; /__reset puts it back. */
  offsetMs = 0

  // Date.now read at each call (not the function taken once), so a test that stubs Date.now moves it.
  constructor(private readonly clock: () => number = () => Date.now()) {
    this.db = buildSeed(clock())
  }

  /** The server's time: every route's `now` and token expiry read it. */
  now(): number {
    return this.clock() + this.offsetMs
  }

  /** Moves the server's time on by `ms` (days pass: quotas renew, deadlines run out); the new time. */
  advance(ms: number): number {
    this.offsetMs += ms
    return this.now()
  }

  reset(): void {
    this.offsetMs = 0
    this.db = buildSeed(this.clock())
    this.uploads.clear()
    this.telemetry.clear()
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
