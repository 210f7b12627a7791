import type { FrontConfig } from '../tenant/front-config'
import { apiBase } from '../tenant/tenants'
import { MAX_BATCH } from './batch'
import { decideSampling, toReport, type RawReport, type ReportContext } from './report'

export interface Deliver {
  (raws: RawReport[]): void
  /** Asks for the config now, so a batch sent while the page hides goes out at once. */
  prepare(): void
}

interface DeliverDeps {
  config: () => Promise<FrontConfig>
  /** Sends one batch's JSON text; never throws, never toasts. */
  post: (url: string, body: string) => void
  context: Omit<ReportContext, 'sampleRate'>
  random?: () => number
}

type Target = { url: string; sampleRate: number } | null

/**
 * Sends the reports once the tenant's front config has said whether this page load reports (its
 * `telemetry.sampleRate`, decided once; a config without one reports nothing) and where to,
 * MAX_BATCH to a request. Without a config (offline) a batch is dropped and the next asks again.
 */
export function createDeliver({ config, post, context, random }: DeliverDeps): Deliver {
  let target: Promise<Target> | undefined
  const decide = (): Promise<Target> => {
    if (!target) {
      target = config().then(
        ({ telemetry }) => (telemetry && decideSampling(telemetry.sampleRate, random) ? { url: telemetry.url || `${apiBase()}/static/telemetry`, sampleRate: telemetry.sampleRate } : null),
        () => {
          target = undefined
          return null
        },
      )
    }
    return target
  }
  const deliver = ((raws: RawReport[]) => {
    void decide().then((to) => {
      for (let i = 0; to && i < raws.length; i += MAX_BATCH) {
        post(to.url, JSON.stringify({ reports: raws.slice(i, i + MAX_BATCH).map((raw) => toReport(raw, { ...context, sampleRate: to.sampleRate })) }))
      }
    })
  }) as Deliver
  deliver.prepare = () => void decide()
  return deliver
}
