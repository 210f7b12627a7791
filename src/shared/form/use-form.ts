import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { newRequestId } from '@/core/request'
import { createUploadScope } from '@/shared/upload/in-flight'
import { toast } from '@/shared/toast'
import { useWrite } from '@/shared/use-write'
import { useDraftSaving, useDraftStart } from './use-draft'
import { hasErrors, validate, type Errors, type Rules } from './rules'

const UPLOAD_PENDING = '还有图片未上传完成，请稍候或删除后再提交'

export interface FormOptions<V, F extends string> {
  /** The starting values, and what `reset()` returns to. */
  initial: V
  rules: Rules<V, F>
  /**
   * Where the values live when they must outlive the screen (a jotai atom's `useAtom`):
   * a `[values, setValues]` pair. Without it the form keeps them in its own state.
   */
  state?: [V, Dispatch<SetStateAction<V>>]
  /** Called when a submit is refused, with every message (e.g. `toastFirstError`). */
  onInvalid?: (errors: Errors<F>) => void
  /**
   * Keeps what is typed on the device under this key, for the logged-in person (draft.ts): restored
   * when the form opens, dropped after a successful send. Not with `state`. Undefined: no draft
   * (yet: a key that arrives later restores then). Every form's key is one of DRAFTS (drafts.ts),
   * or `noDraft(...)` says there why it keeps nothing.
   */
  draft?: string
  /** Fields never written to the draft (ID numbers): typed again after a restore. */
  sensitive?: readonly (keyof V)[]
}

/** Sends a form's values; a create passes `requestId` on to its call (`request({ requestId })`). */
export type Send<V> = (values: V, requestId: string) => unknown

/**
 * Values, messages and sending of one form. Messages stay hidden until the first submit (nobody
 * wants to be told off while typing), then follow every change. `submit` hands the values to the
 * sender; a rejected send keeps every value, so nothing is typed twice, and is kept in `failure`
 * (the request layer has already toasted why).
 */
export function useForm<V, F extends string = string>({ initial, rules, state, onInvalid, draft, sensitive }: FormOptions<V, F>) {
  const { start, found } = useDraftStart(state ? undefined : draft, initial)
  const own = useState<V>(start)
  const [values, setValues] = state ?? own
  const drafts = useDraftSaving({ key: state ? undefined : draft, values, initial, sensitive, setValues, found })
  // Fields whose messages show: 'all' after a submit, or those one step checked (`check`).
  const [shown, setShown] = useState<'all' | readonly F[]>([])
  // The send is the app's one write path: one at a time, its failure toasted once and kept.
  const sending = useWrite(async (send: Send<V>, sent: V, requestId: string) => {
    await send(sent, requestId)
    drafts.clear()
    return true as const
  })
  // One request id per submitted set of values: a retry of the same values (the answer was lost,
  // the session expired) sends it again, so the server answers the first result, not a copy.
  const requestId = useRef<{ signature: string; id: string }>()
  const { forget } = sending
  const initialRef = useRef(initial)
  // This form's upload lists (`uploads`, given to each ImageField): only they hold this form back.
  const [uploads] = useState(createUploadScope)

  const all = validate(values, rules)
  const errors = (shown === 'all' ? all : Object.fromEntries(shown.filter((f) => all[f]).map((f) => [f, all[f]]))) as Errors<F>

  const set = useCallback((patch: Partial<V> | ((values: V) => Partial<V>)) => {
    setValues((v) => ({ ...v, ...(typeof patch === 'function' ? patch(v) : patch) }))
  }, [setValues])

  /** Shows the messages of `fields` only (one step of a form); true when they pass. */
  const check = (...fields: F[]): boolean => {
    setShown((s) => (s === 'all' ? s : [...new Set([...s, ...fields])]))
    return fields.every((f) => !all[f])
  }

  /** Validates, then sends; resolves true once `send` has succeeded. */
  const submit = async (send: Send<V>): Promise<boolean> => {
    setShown('all')
    if (hasErrors(all)) {
      onInvalid?.(all)
      return false
    }
    if (uploads.pending()) {
      toast(UPLOAD_PENDING)
      return false
    }
    drafts.flush() // whatever happens next (a login page, a crash), what was typed is kept
    const signature = JSON.stringify(values)
    if (requestId.current?.signature !== signature) requestId.current = { signature, id: newRequestId() }
    // A second submit while one is on its way: run ignores it (its own guard, not a render's state).
    const sent = (await sending.run(send, values, requestId.current.id)) === true
    if (sent) requestId.current = undefined
    else drafts.handOver() // a send that ended the session leaves the draft to the next login
    return sent
  }

  /** Back to `initial` (or `next`), messages hidden again: after a success, for the next entry. */
  const reset = useCallback((next?: V) => {
    setShown([])
    forget()
    setValues(next ?? initialRef.current)
  }, [setValues, forget])

  return { values, errors, submitting: sending.busy, failure: sending.failure, uploads, restored: drafts.restored, set, check, submit, reset }
}

export type Form<V, F extends string = string> = ReturnType<typeof useForm<V, F>>
