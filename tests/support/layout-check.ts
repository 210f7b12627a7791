/*
 * The app's one look, checked on a loaded screen (issue 43), for the every-route spec:
 * - nothing runs past the screen's sides (outside a strip meant to scroll sideways);
 * - buttons side by side in one row have the same top and height (±1 px);
 * - no two pieces of text lie on each other;
 * - no control shows the browser's own look (a native date field, a resize grip, the
 *   browser's monospace or border, Taro's grey default button);
 * - a poster's dark backdrop reaches the bottom of the screen (not the light page under it);
 * - a white card on the page stands the page gutter (tokens.scss `$gutter`, 12 px) from both sides.
 * Each finding is one line naming the rule and the elements, so a failure says where to look.
 *
 * It runs inside the page and uses nothing outside its own body, so both runners can send it as
 * source: Chromium's every-route spec (`page.evaluate`) and WebKit's (`WebKitPage.run`).
 */
export function layoutProblems(): string[] {
  const problems: string[] = []
  const vw = document.documentElement.clientWidth
  const vh = window.innerHeight
  const name = (e: Element) => {
    const cls = typeof e.className === 'string' ? e.className.split(/\s+/).filter(Boolean)[0] : ''
    const text = (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 14)
    return `${e.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? `「${text}」` : ''}`
  }
  const shown = (e: Element) => {
    const style = getComputedStyle(e)
    if (style.visibility === 'hidden' || style.display === 'none') return false
    for (let p: Element | null = e; p; p = p.parentElement) if (getComputedStyle(p).opacity === '0') return false
    const box = e.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const scrollsSideways = (e: Element) =>
    /auto|scroll/.test(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1
  const inStrip = (e: Element) => {
    for (let p = e.parentElement; p; p = p.parentElement) if (scrollsSideways(p)) return true
    return false
  }
  // The part of a box that it and its clipping ancestors let show (a long title cut by an ellipsis).
  const visibleBox = (e: Element, box: DOMRect | { left: number; right: number; top: number; bottom: number }) => {
    let { left, right, top, bottom } = box
    for (let p: Element | null = e; p && p !== document.body; p = p.parentElement) {
      const style = getComputedStyle(p)
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const clip = p.getBoundingClientRect()
        left = Math.max(left, clip.left)
        right = Math.min(right, clip.right)
        top = Math.max(top, clip.top)
        bottom = Math.min(bottom, clip.bottom)
      }
      if (style.position === 'fixed') break
    }
    return { left, right, top, bottom }
  }
  // Text in a fixed or sticky bar is drawn over the scrolling page on purpose: compared only
  // with text of its own layer.
  const layer = (e: Element) => {
    for (let p: Element | null = e; p; p = p.parentElement) {
      if (/fixed|sticky/.test(getComputedStyle(p).position)) return p
    }
    return document.body
  }

  // 1. Horizontal overflow.
  for (const e of document.querySelectorAll('body *')) {
    const box = e.getBoundingClientRect()
    if (box.width === 0 || box.height === 0 || (box.right <= vw + 1 && box.left >= -1)) continue
    if (!shown(e) || inStrip(e)) continue
    const seen = visibleBox(e, box)
    if (seen.right > vw + 1 && seen.left < vw && seen.bottom > seen.top) problems.push(`overflow: ${name(e)} ends at ${Math.round(box.right)} px of ${vw}`)
    else if (seen.left < -1 && seen.right > 0 && seen.bottom > seen.top) problems.push(`overflow: ${name(e)} starts at ${Math.round(box.left)} px`)
  }

  // 2. Buttons of one row: siblings (or siblings' only children) side by side. A button is one
  // with a label; a picture or an icon that takes a tap (a thumbnail, a dot, a star) is not.
  const buttons = [...document.querySelectorAll('taro-button-core, button, [role="button"]')].filter(
    (e) => shown(e) && e.textContent?.trim() && !e.parentElement?.closest('taro-button-core, button, [role="button"]'),
  )
  const rowOf = (e: Element) => {
    let item: Element = e
    // A button wrapped alone (a form's cell, a tip) belongs to the row its wrapper is in.
    while (item.parentElement && item.parentElement.children.length === 1 && item.parentElement !== document.body) item = item.parentElement
    return item.parentElement
  }
  for (let i = 0; i < buttons.length; i++) {
    for (let j = i + 1; j < buttons.length; j++) {
      const [a, b] = [buttons[i], buttons[j]]
      if (rowOf(a) !== rowOf(b)) continue
      const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()]
      const sideBySide = p.right <= q.left + 1 || q.right <= p.left + 1
      const sameLine = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > Math.min(p.height, q.height) / 2
      if (!sideBySide || !sameLine) continue
      if (Math.abs(p.top - q.top) > 1 || Math.abs(p.height - q.height) > 1) {
        problems.push(`button row: ${name(a)} ${Math.round(p.top)}+${Math.round(p.height)} beside ${name(b)} ${Math.round(q.top)}+${Math.round(q.height)}`)
      }
    }
  }

  // 3. Text on text.
  type Run = { owner: Element; layer: Element; left: number; right: number; top: number; bottom: number }
  const runs: Run[] = []
  for (const e of document.querySelectorAll('body *')) {
    const texts = [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
    if (!texts.length || !shown(e)) continue
    if (getComputedStyle(e).position === 'absolute' && e.getBoundingClientRect().width <= 2) continue
    for (const text of texts) {
      const range = document.createRange()
      range.selectNodeContents(text)
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue
        const seen = visibleBox(e, rect)
        if (seen.right - seen.left < 1 || seen.bottom - seen.top < 1) continue
        runs.push({ owner: e, layer: layer(e), ...seen })
      }
    }
  }
  const reported = new Set<string>()
  for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length; j++) {
      const [a, b] = [runs[i], runs[j]]
      if (a.owner === b.owner || a.layer !== b.layer) continue
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left)
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
      // Glyph boxes of stacked lines may touch when the line height is under the font's own.
      if (across > 2 && down > Math.min(a.bottom - a.top, b.bottom - b.top) * 0.4) {
        const line = `text on text: ${name(a.owner)} and ${name(b.owner)}`
        if (!reported.has(line)) problems.push(line)
        reported.add(line)
      }
    }
  }

  // 4. The browser's (or Taro's) own look on a control.
  const bodyFont = getComputedStyle(document.body).fontFamily
  for (const e of document.querySelectorAll('input, textarea, select, button, taro-button-core')) {
    if (!shown(e)) continue
    const style = getComputedStyle(e)
    if (e instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(e.type)) {
      problems.push(`default control: ${name(e)} is the browser's ${e.type} field`)
    }
    if (e.tagName === 'TEXTAREA' && style.resize !== 'none') problems.push(`default control: ${name(e)} has a resize grip`)
    if (e.tagName !== 'TARO-BUTTON-CORE' && style.fontFamily !== bodyFont) {
      problems.push(`default control: ${name(e)} in ${style.fontFamily.split(',')[0]}`)
    }
    if (/inset|outset|groove|ridge/.test(style.borderTopStyle) || style.borderTopColor === 'rgb(118, 118, 118)') {
      problems.push(`default control: ${name(e)} has the browser's border`)
    }
    // h5-button.scss keeps Taro's look for a button no class of ours styles: grey on grey.
    if (e.tagName === 'TARO-BUTTON-CORE' && style.backgroundColor === 'rgb(248, 248, 248)' && getComputedStyle(e, '::after').content !== 'none') {
      problems.push(`default control: ${name(e)} is Taro's default button`)
    }
  }

  // 5. A poster (the kit's poster view) stands on its dark backdrop down to the screen's bottom.
  if (document.querySelector('.poster-view')) {
    let bottom = document.elementFromPoint(vw / 2, vh - 2)
    const colour = (e: Element) => getComputedStyle(e).backgroundColor
    while (bottom && /rgba\(0, 0, 0, 0\)|transparent/.test(colour(bottom))) bottom = bottom.parentElement
    const [r, g, b] = (bottom ? colour(bottom) : '').match(/\d+/g)?.map(Number) ?? [255, 255, 255]
    if (0.2126 * r + 0.7152 * g + 0.0722 * b > 96) {
      problems.push(`poster: the screen's bottom is ${bottom ? `${name(bottom)} in ${colour(bottom)}` : 'the page'}, not the poster's dark backdrop`)
    }
  }

  // 6. The page's cards keep one gutter: a white rounded box on the grey page (none of its
  // ancestors white, so not a field inside a card, nor in a sheet or bar), centred on the screen.
  // H5 writes design px as rem (config/index.ts: 20 px a rem at 375 px), so the gutter grows
  // with the window: 12 px at 375, 14 px in WebKit's 447 px window.
  const GUTTER = Math.round((12 * parseFloat(getComputedStyle(document.documentElement).fontSize)) / 20)
  const white = (e: Element) => getComputedStyle(e).backgroundColor === 'rgb(255, 255, 255)'
  for (const e of document.querySelectorAll('body *')) {
    // A button's width is its own (a centred pill of the poster pages), not a card's.
    if (/^(TARO-BUTTON-CORE|BUTTON)$/.test(e.tagName)) continue
    if (!white(e) || parseFloat(getComputedStyle(e).borderTopLeftRadius) < 4 || !shown(e)) continue
    const box = e.getBoundingClientRect()
    const left = Math.round(box.left)
    if (box.width < 200 || left !== Math.round(vw - box.right) || left === GUTTER || left <= 0) continue
    let onPage = true
    // Up to Taro's page, which is itself white and absolutely placed under the page's grey.
    for (let p = e.parentElement; p && onPage && !p.classList.contains('taro_page'); p = p.parentElement) {
      if (white(p) || /fixed|sticky|absolute/.test(getComputedStyle(p).position)) onPage = false
    }
    if (onPage && !/fixed|absolute/.test(getComputedStyle(e).position)) problems.push(`gutter: ${name(e)} stands ${left} px from the screen's sides, not ${GUTTER}`)
  }
  return problems
}
