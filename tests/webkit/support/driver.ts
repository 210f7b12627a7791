/*
 * A small W3C WebDriver client for WebKitGTK's MiniBrowser (Debian's webkit2gtk-driver), the
 * engine of iOS WeChat's browser. Playwright drives only its own WebKit build, which this machine
 * cannot download, so the WebKit checks speak WebDriver over HTTP themselves: a session, a page
 * load, a script, an element's click and keys. What a check waits for is polled, never slept.
 */

/** Where `tests/webkit/support/global-setup.ts` starts WebKitWebDriver. */
export const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT || 4445)
export const MINIBROWSER = process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
/** The key WebDriver gives an element reference under. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
const DEFAULT_WAIT_MS = 10_000

type ElementRef = { [ELEMENT]: string }

async function wire<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${DRIVER_PORT}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as { value: T & { error?: string; message?: string } }
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value?.error} ${json.value?.message ?? ''}`)
  return json.value
}

/** A page's text for a failure message: its top and its bottom (where a form's messages and bars are). */
const shorten = (text: string) => (text.length <= 1600 ? text : `${text.slice(0, 700)}\n…\n${text.slice(-900)}`)

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class WebKitPage {
  private constructor(private readonly id: string) {}

  /** A new MiniBrowser window at a phone's width. */
  static async open(): Promise<WebKitPage> {
    const session = await wire<{ sessionId: string }>('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
    })
    const page = new WebKitPage(session.sessionId)
    await page.call('POST', '/window/rect', { width: 375, height: 812 })
    return page
  }

  private call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return wire<T>(method, `/session/${this.id}${path}`, body)
  }

  close(): Promise<unknown> {
    return wire('DELETE', `/session/${this.id}`).catch(() => undefined)
  }

  /** Loads `url` and waits for its load event (WebDriver's normal page load strategy). */
  goto(url: string): Promise<unknown> {
    return this.call('POST', '/url', { url })
  }

  url(): Promise<string> {
    return this.call<string>('GET', '/url')
  }

  /** Runs `fn` in the page with `args`; what it returns comes back as JSON (elements as references). */
  run<T>(fn: (...args: never[]) => unknown, ...args: unknown[]): Promise<T> {
    return this.call<T>('POST', '/execute/sync', { script: `return (${fn.toString()}).apply(null, arguments)`, args })
  }

  /** Polls `fn` until it returns something truthy; fails with `what` and the page's text. */
  async until<T>(what: string, fn: (...args: never[]) => T, args: unknown[] = [], timeout = DEFAULT_WAIT_MS): Promise<NonNullable<T>> {
    const deadline = Date.now() + timeout
    for (;;) {
      const value = await this.run<T>(fn, ...args).catch(() => undefined)
      if (value) return value as NonNullable<T>
      if (Date.now() > deadline) throw new Error(`${what}: not seen in ${timeout} ms. The page shows:\n${shorten(await this.text().catch(() => ''))}`)
      await pause(100)
    }
  }

  /** The text a user sees (hidden pages of the H5 router's stack are left out). */
  text(): Promise<string> {
    return this.run<string>(() => document.body.innerText)
  }

  /** Waits until `text` shows on the page. */
  seeText(text: string, timeout?: number): Promise<unknown> {
    return this.until(`the text 「${text}」`, (t: string) => document.body.innerText.includes(t), [text], timeout)
  }

  /**
   * The first visible element matching `selector` whose text contains `text` (with no selector,
   * the innermost element showing `text`: the one a finger would land on).
   */
  private find(selector: string | null, text = ''): Promise<ElementRef> {
    return this.until(
      `${selector ?? 'an element'}${text ? ` showing 「${text}」` : ''}`,
      (s: string | null, t: string) => {
        const all = Array.from(document.querySelectorAll(s ?? 'body *'))
        const shown = (e: Element) => e.getBoundingClientRect().height > 0 && (e as HTMLElement).innerText?.includes(t)
        return (s ? all.find(shown) : all.reverse().find(shown)) ?? null
      },
      [selector, text],
    ) as unknown as Promise<ElementRef>
  }

  /** Taps what shows `text`, with WebKit's own pointer events (the element scrolled into view). */
  tapText(text: string): Promise<unknown> {
    return this.tapOn(() => this.find(null, text))
  }

  /** Taps the first visible `selector` (showing `text`, when given). */
  tap(selector: string, text?: string): Promise<unknown> {
    return this.tapOn(() => this.find(selector, text))
  }

  private async tapOn(find: () => Promise<ElementRef>, timeout = 5_000): Promise<unknown> {
    const deadline = Date.now() + timeout
    for (;;) {
      const element = await find()
      try {
        // To the middle of the screen first: WebDriver scrolls it only just into view, where a
        // fixed bar (the action bar, the tab bar) would take the tap.
        await this.run((e: Element) => e.scrollIntoView({ block: 'center' }), element)
        await this.still(element)
        return await this.call('POST', `/element/${element[ELEMENT]}/click`, {})
      } catch (error) {
        // Something lies on top (a sheet's overlay on its way out), or a render replaced the
        // element: found and tapped again, as Playwright does.
        const again = /intercepted|stale/.test(String(error)) && Date.now() < deadline
        if (!again) throw new Error(`${String(error)}: ${await this.covering(element).catch(() => 'gone')}`)
        await pause(100)
      }
    }
  }

  /**
   * Waits until `element` stays where it is for two looks in a row, as Playwright does before a
   * click: a page sliding in moves its controls, and a tap then lands beside them.
   */
  private async still(element: ElementRef): Promise<void> {
    const where = () => this.run<string>((e: Element) => JSON.stringify(e.getBoundingClientRect()), element)
    let last = await where()
    for (let i = 0; i < 50; i += 1) {
      await pause(60)
      const now = await where()
      if (now === last) return
      last = now
    }
  }

  /** Which element was meant, and which one lies on top of its middle. */
  private covering(element: ElementRef): Promise<string> {
    return this.run<string>((e: Element) => {
      const box = e.getBoundingClientRect()
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      const name = (x: Element | null) => (x ? `<${x.tagName.toLowerCase()} class="${x.className}">` : 'nothing')
      return `${name(e)} at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}, under ${name(top)}`
    }, element)
  }

  /** Types `value` into the first visible field matching `selector` (after what it holds). */
  async type(selector: string, value: string): Promise<unknown> {
    return this.call('POST', `/element/${(await this.find(selector))[ELEMENT]}/value`, { text: value })
  }

  /** Empties the first visible field matching `selector`. */
  async clear(selector: string): Promise<unknown> {
    return this.call('POST', `/element/${(await this.find(selector))[ELEMENT]}/clear`, {})
  }

  /** Waits until the first visible `selector`'s text is `expected` (a RegExp's source matches it). */
  seeIn(selector: string, expected: string | RegExp, timeout?: number): Promise<unknown> {
    const pattern = expected instanceof RegExp ? expected.source : null
    return this.until(
      `${selector} reading ${String(expected)}`,
      (s: string, text: string, source: string | null) => {
        const e = Array.from(document.querySelectorAll(s)).find((x) => x.getBoundingClientRect().height > 0) as HTMLElement | undefined
        const shown = (e && ('value' in e && typeof e.value === 'string' ? e.value : e.innerText.trim())) ?? null
        return shown !== null && (source ? new RegExp(source).test(shown) : shown === text)
      },
      [selector, typeof expected === 'string' ? expected : '', pattern],
      timeout,
    )
  }

  /** How many visible elements match `selector`. */
  count(selector: string): Promise<number> {
    return this.run<number>((s: string) => Array.from(document.querySelectorAll(s)).filter((e) => e.getBoundingClientRect().height > 0).length, selector)
  }
}
