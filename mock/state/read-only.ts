// A read-only view of server state for GET handlers. Every object, array and Map reached
// through it is itself read-only: a set, delete or Map.set/delete/clear throws ReadOnlyError,
// so a GET that would change state fails at the line that tries (500, a failing test)
// instead of quietly drifting the data every other screen reads. Methods run with the view
// as `this`, so `store.reset()` or `faults.set()` called from a GET throw the same way.
// Bytes (Buffer, typed arrays) are passed through: Node needs the real object to send them.

export class ReadOnlyError extends Error {
  constructor(action: string, key: PropertyKey) {
    super(`GET handlers must not change state: ${action} ${String(key)}`)
    this.name = 'ReadOnlyError'
  }
}

const views = new WeakMap<object, object>()
const MAP_WRITES = new Set<PropertyKey>(['set', 'delete', 'clear'])

const refuse = (action: string) => (_target: object, key: PropertyKey): never => {
  throw new ReadOnlyError(action, key)
}

function mapView(map: Map<unknown, unknown>): object {
  return new Proxy(map, {
    get(target, key) {
      if (MAP_WRITES.has(key)) {
        return (k: unknown) => {
          throw new ReadOnlyError(`Map.${String(key)}`, String(k ?? ''))
        }
      }
      if (key === 'get') return (k: unknown) => readOnly(target.get(k))
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

function objectView(target: object): object {
  return new Proxy(target, {
    get(t, key, receiver) {
      const value: unknown = Reflect.get(t, key, receiver)
      if (typeof value !== 'object' || value === null) return value
      // A frozen property must be returned as it is (a Proxy invariant).
      const own = Object.getOwnPropertyDescriptor(t, key)
      return own && !own.configurable && !own.writable ? value : readOnly(value)
    },
    set: refuse('set'),
    deleteProperty: refuse('delete'),
    defineProperty: refuse('define'),
    setPrototypeOf: () => {
      throw new ReadOnlyError('set the prototype of', 'an object')
    },
  })
}

/** The read-only view of a value (the same view every time for the same object). */
export function readOnly<T>(value: T): T {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value
  let view = views.get(value)
  if (!view) {
    view = value instanceof Map ? mapView(value) : objectView(value)
    views.set(value, view)
  }
  return view as T
}
