// A page opened in the harness: its rendered text, taps by text, the native page events
// (pull-down, reach-bottom, share) and waits for requests and text.
import { pendingAnswers } from './callbacks'
import type { MiniProgram } from './mini-program'
import { elements, findByText, pathTo, textOf, type TreeNode } from './tree'
import type { RequestRecord } from './wx-request'

export interface PageInstance {
  route: string
  options: Record<string, string>
  data: { root?: TreeNode } & Record<string, unknown>
  payloads: Record<string, unknown>[]
  setData(payload: Record<string, unknown>, callback?: () => void): void
  [key: string]: unknown
}

const QUIET_MS = 40
const TIMEOUT_MS = 5000

export class PageHandle {
  constructor(
    readonly mp: MiniProgram,
    readonly instance: PageInstance,
  ) {}

  get route(): string {
    return this.instance.route
  }

  /** The rendered text, one text node per line. */
  text(): string {
    return textOf(this.instance.data.root)
  }

  /**
   * Taps the innermost element whose text contains `text`, as a finger does: WeChat bubbles the
   * tap from that element up through every element whose template binds it to Taro's `eh`
   * (bindtap; catchtap stops there), and Taro dispatches it to the React onClick of each.
   */
  async tap(text: string): Promise<void> {
    const node = findByText(this.instance.data.root, text)
    if (!node) throw new Error(`nothing to tap with "${text}" on ${this.route}:\n${this.text()}`)
    // While the handlers run (synchronously) WeChat counts it as a tap: requestSubscribeMessage
    // works only then (the fake wx checks `tapping`).
    this.mp.state.tapping = true
    try {
      this.dispatch(node, 'tap', { x: 0, y: 0 })
    } finally {
      this.mp.state.tapping = false
    }
    this.openTypeAfterTap(node)
    await this.settle()
  }

  /**
   * What WeChat does after a tap on a button of open-type agreePrivacyAuthorization: it notes the
   * button as tapped (an agree answer must name it) and fires the button's agreeprivacyauthorization.
   */
  private openTypeAfterTap(node: TreeNode): void {
    const button = pathTo(this.instance.data.root, node)
      .reverse()
      .find((element) => this.mp.templates.get(String(element.nn))?.tag === 'button')
    if (!button || this.attributes(button)['open-type'] !== 'agreePrivacyAuthorization') return
    this.mp.state.privacyAgreeTaps.push(String(button.uid || button.sid))
    this.dispatch(button, 'agreeprivacyauthorization')
  }

  /** Elements of a tag ('input', 'web-view', 'canvas'), in document order. */
  find(tag: string): TreeNode[] {
    return elements(this.instance.data.root).filter((node) => this.mp.templates.get(String(node.nn))?.tag === tag)
  }

  /** An element's attributes under their WXML names ({ src, placeholder, class }). */
  attributes(node: TreeNode): Record<string, unknown> {
    const names = this.mp.templates.get(String(node.nn))?.attributes ?? {}
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [names[key] ?? key, value]))
  }

  /** Types into the input or textarea whose placeholder contains `placeholder`. */
  async input(placeholder: string, value: string): Promise<void> {
    const field = [...this.find('input'), ...this.find('textarea')].find((node) =>
      String(this.attributes(node).placeholder ?? '').includes(placeholder),
    )
    if (!field) throw new Error(`no input with placeholder "${placeholder}" on ${this.route}`)
    this.dispatch(field, 'input', { value, cursor: value.length })
    await this.settle()
  }

  /**
   * A native event on `node`, bubbling as in WeChat: each element on the way up whose template
   * binds the event gets `eh` with itself as currentTarget (Taro finds it by data-sid).
   */
  dispatch(node: TreeNode, type: string, detail: Record<string, unknown> = {}): void {
    const ref = (el: TreeNode) => ({ id: el.uid || el.sid, dataset: { sid: el.sid } })
    const target = ref(node)
    for (const element of pathTo(this.instance.data.root, node).reverse()) {
      const binding = this.mp.templates.get(String(element.nn))?.events[type]
      if (!binding) continue
      const event = { type, timeStamp: Date.now(), detail, target, currentTarget: ref(element), touches: [], changedTouches: [] }
      this.mp.call(this.instance, 'eh', event)
      if (binding === 'catch') break
    }
  }

  async pullDown(): Promise<void> {
    this.mp.call(this.instance, 'onPullDownRefresh')
    await this.settle()
  }

  async reachBottom(): Promise<void> {
    this.mp.call(this.instance, 'onReachBottom')
    await this.settle()
  }

  /** What the page answers to the share menu: title, path, imageUrl (undefined: no share). */
  share(from: 'menu' | 'button' = 'menu'): Record<string, unknown> | undefined {
    return this.mp.call(this.instance, 'onShareAppMessage', { from }) as Record<string, unknown> | undefined
  }

  /** Resolves once the page has rendered (its first setData) or the wait times out. */
  rendered(): Promise<void> {
    return this.waitUntil(() => this.instance.payloads.length > 0, 'the first render').catch(() => undefined)
  }

  waitForText(text: string, timeout = TIMEOUT_MS): Promise<void> {
    return this.waitUntil(() => this.text().includes(text), `text "${text}"`, timeout)
  }

  /** Waits for a request whose path contains `part` to finish; counts requests from `from` on. */
  async waitForRequest(part: string, from = 0, timeout = TIMEOUT_MS): Promise<RequestRecord> {
    const found = () => this.mp.state.requests.slice(from).find((r) => r.done && r.path.includes(part))
    await this.waitUntil(() => Boolean(found()), `a request to ${part}`, timeout)
    return found() as RequestRecord
  }

  /** Waits until no request or wx answer is in flight and nothing was rendered for a moment. */
  async settle(timeout = TIMEOUT_MS): Promise<void> {
    const started = Date.now()
    for (;;) {
      const before = this.instance.payloads.length
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS))
      const busy = pendingAnswers() > 0 || this.mp.state.requests.some((r) => !r.done)
      if ((!busy && this.instance.payloads.length === before) || Date.now() - started > timeout) return
    }
  }

  private waitUntil(check: () => boolean, what: string, timeout = TIMEOUT_MS): Promise<void> {
    if (check()) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const listener = () => {
        if (!check()) return
        done()
        resolve()
      }
      const timer = setTimeout(() => {
        done()
        reject(new Error(`timed out waiting for ${what} on ${this.route}; the page shows:\n${this.text()}`))
      }, timeout)
      const done = () => {
        clearTimeout(timer)
        this.mp.changed.delete(listener)
      }
      this.mp.changed.add(listener)
    })
  }
}
