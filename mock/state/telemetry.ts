// The error and performance reports the app sent (POST /static/telemetry), the last KEPT of them,
// for tests and the admin list (GET /__admin/telemetry). Outside the db: a report changes nothing
// the app reads, and each write's transaction clones the db, which need not carry 500 reports.
import type { StoredTelemetry, TelemetryKind, TelemetryReport } from '../../types/api/telemetry'
import { iso } from '../core/time'

export const KEPT = 500

export class TelemetryLog {
  private reports: StoredTelemetry[] = []
  private nextId = 1

  add(reports: TelemetryReport[], now: number): number {
    for (const report of reports) this.reports.push({ ...report, id: this.nextId++, receivedAt: iso(now) })
    if (this.reports.length > KEPT) this.reports = this.reports.slice(-KEPT)
    return reports.length
  }

  /** Newest first, of one kind or all. */
  list(kind?: TelemetryKind): StoredTelemetry[] {
    return this.reports.filter((r) => !kind || r.kind === kind).reverse().map((r) => ({ ...r }))
  }

  clear(): number {
    const cleared = this.reports.length
    this.reports = []
    this.nextId = 1
    return cleared
  }
}
