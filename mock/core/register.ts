// Turns a manifest entry into a Fastify route: auth first (like a gateway, before the body is
// read), then params, query and body validation, then the handler: a write inside a
// transaction, a GET on a read-only view of the store, so a GET cannot change state.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { closeDueOrders, hasDueOrders } from '../routes/mall/order-book'
import { readOnly } from '../state/read-only'
import type { Store } from '../state/store'
import { checkToken, resolveAccount, tokenOf } from './auth'
import { absolutize, success } from './envelope'
import { answerOnce, requestIdOf } from './idempotency'
import { FORM_BODIES } from './parsers'
import { checkUploadUrls } from './upload-urls'
import { fullPath, type RouteDef } from './route'
import { validate } from './validate'

const accounts = new WeakMap<FastifyRequest, number | null>()

export const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`

export function registerRoute(app: FastifyInstance, route: RouteDef, store: Store): void {
  app.route({
    method: route.method,
    url: fullPath(route),
    bodyLimit: route.bodyLimit,
    onRequest: async (req) => {
      const state = checkToken(store.db, tokenOf(req), store.now())
      accounts.set(req, resolveAccount(route.auth, state))
    },
    handler: async (req, reply) => {
      const params = route.params ? validate(route.params, req.params, 'params') : undefined
      const query = route.query ? validate(route.query, req.query, 'query') : undefined
      const isForm = typeof req.body === 'object' && req.body !== null && FORM_BODIES.has(req.body)
      const raw = req.body === undefined && route.optionalBody ? {} : req.body
      const body = route.body ? validate(route.body, raw, isForm ? 'form' : 'body') : raw
      // Pictures and videos only from our hosts: every ImageUrlSchema / VideoUrlSchema field.
      if (route.body) checkUploadUrls(route.body, body, req)
      const origin = originOf(req)
      const writes = route.method !== 'GET' || route.writesOnGet !== undefined
      // The server's time: the admin clock (/__admin/clock) may have moved it on.
      const now = store.now()
      // Time moves state on its own: an unpaid order past its deadline has closed (a real
      // backend's scheduled job would have done it), so every request, GETs too, sees that.
      if (hasDueOrders(store.db, now)) store.transaction((db) => closeDueOrders(db, now))
      const run = () => {
        const view = writes ? store : readOnly(store)
        return route.handler({
          query, body, params, origin, req, reply,
          accountId: accounts.get(req) ?? null,
          db: view.db,
          uploads: view.uploads,
          store: view,
          now,
        })
      }
      const requestId = route.idempotent ? requestIdOf(req) : undefined
      const target = `${route.method} ${req.url.split('?')[0]}`
      const once = () => (requestId === undefined ? run() : answerOnce(store.db, { requestId, accountId: accounts.get(req) ?? null, target, input: body }, run))
      const data = writes ? store.transaction(once) : run()
      if (reply.sent) return reply // the handler answered itself (JSONP)
      switch (route.answer ?? 'envelope') {
        case 'envelope':
          return reply.send(success(absolutize(data, origin)))
        case 'json':
          return reply.send(absolutize(data, origin))
        case 'svg':
          return reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(data)
        case 'file':
          return reply.send(data)
        case 'html':
          return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(data)
      }
    },
  })
}
