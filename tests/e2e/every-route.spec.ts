/*
 * Every route of src/routes.ts, each loaded cold (a fresh browser context, empty cache) with its
 * seeded query and the dev token:
 * - it shows its main text (tests/support/route-main-text.ts), no error view, no text squeezed
 *   to no width and no button running past the right edge of the screen;
 * - the JavaScript it fetched, counted in gzip bytes, stays within design.md §6 (200 KB);
 * - axe-core finds no serious or critical accessibility violation.
 * The figures go to test-results/route-js.json; `npm run budget` prints their summary.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { routeQuery } from '../../mock/seed/route-queries'
import { API_PORT } from '../../playwright.config'
import { ROUTES } from '../../src/routes'
import { ROUTE_JS_FILE, ROUTE_JS_LIMIT } from '../../scripts/route-js'
import { mainTextH5 } from '../support/route-main-text'
import { layoutProblems } from '../support/layout-check'

const H5 = join(__dirname, '../../dist/h5')
const KB = 1024
const gzipped = new Map<string, number>()

function gzipSize(pathname: string): number {
  if (!gzipped.has(pathname)) gzipped.set(pathname, gzipSync(readFileSync(join(H5, pathname))).length)
  return gzipped.get(pathname) ?? 0
}

// The seeded records each route shows, whatever the flows before this file changed.
test.beforeEach(async ({ request }) => {
  await request.post(`http://127.0.0.1:${API_PORT}/__reset`)
})

ROUTES.forEach((route, index) => {
  test(`${route.path}: cold JavaScript within budget, no serious axe violation`, async ({ page, baseURL }) => {
    // openUrlLink sends the browser on to WeChat's URL Link: stopped there, the page stays.
    await page.route('https://wxaurl.cn/**', (r) => r.abort('aborted'))
    const scripts = new Set<string>()
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (response.request().resourceType() === 'script' && url.origin === baseURL) scripts.add(url.pathname)
    })
    const query = [routeQuery(route.path), 'token=dev-token'].filter(Boolean).join('&')
    await page.goto(`${index === 0 ? '/' : `/${route.path}`}?${query}`)
    // A detail page may title itself with the record's name instead of the route title.
    await expect(page.locator('.nav-bar__title:visible').first()).toHaveText(/\S/)
    // Built screens show their seeded record (the same table as the weapp harness), so axe
    // judges the screen with its data rather than a loading state.
    const main = mainTextH5(route.path)
    if (main) await expect(page.getByText(main, { exact: false }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByText('加载失败')).toHaveCount(0)
    expect(await squeezedText(page), 'text squeezed to no width (a 100%-wide button beside it?)').toEqual([])
    expect(await overflowingButtons(page), 'buttons running past the right edge of the screen').toEqual([])
    expect(await page.evaluate(layoutProblems), 'the layout breaks the app\'s one look').toEqual([])

    const bytes = [...scripts].reduce((sum, pathname) => sum + gzipSize(pathname), 0)
    record(route.path, bytes)
    expect(bytes / KB, `JavaScript fetched by ${route.path} (KB gzip)`).toBeLessThanOrEqual(ROUTE_JS_LIMIT / KB)

    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.slice(0, 5).map(describe).join(' | ')}`)
    expect(serious).toEqual([])
  })
})

/**
 * Text laid out in a box of no width, so it stands one character a line or not at all: Taro's
 * H5 button is 100% wide by default and squeezes a flexible neighbour to nothing. Visually
 * hidden screen-reader text (absolutely placed, 1px) is meant to be so.
 */
function squeezedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
      .filter((e) => {
        const box = e.getBoundingClientRect()
        const style = getComputedStyle(e)
        return box.height > 0 && box.width < 2 && style.visibility !== 'hidden' && style.position !== 'absolute'
      })
      .map((e) => `${e.className}: ${e.textContent?.slice(0, 20)}`),
  )
}

/**
 * Buttons whose right edge is past the screen's (a 100%-wide block with a side margin). A button
 * in a strip that scrolls sideways (region chips, tabs) may lie beyond it: that is the point.
 */
function overflowingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollsSideways = (e: Element) =>
      /auto|scroll/.test(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth
    const inStrip = (e: Element) => {
      for (let p = e.parentElement; p; p = p.parentElement) if (scrollsSideways(p)) return true
      return false
    }
    return [...document.querySelectorAll('taro-button-core, button, [role="button"]')]
      .filter((e) => {
        const box = e.getBoundingClientRect()
        return box.height > 0 && box.right > document.documentElement.clientWidth + 1 && !inStrip(e)
      })
      .map((e) => `${e.className}: ${e.textContent?.trim().slice(0, 12)}`)
  })
}

/** Where the violation is; for contrast, also the colours axe measured. */
function describe(node: { target: unknown[]; any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined
  const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : ''
  return `${node.target.join(' ')}${colours}`
}

/** Merged into the file test by test: a failed test restarts the worker and its memory. */
function record(path: string, bytes: number) {
  mkdirSync(dirname(ROUTE_JS_FILE), { recursive: true })
  const all = existsSync(ROUTE_JS_FILE) ? JSON.parse(readFileSync(ROUTE_JS_FILE, 'utf8')) : {}
  writeFileSync(ROUTE_JS_FILE, JSON.stringify({ ...all, [path]: bytes }, null, 1))
}
