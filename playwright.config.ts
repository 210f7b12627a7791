import { defineConfig, devices } from '@playwright/test'

/** Ports of the servers the tests start: the dev API server and the production H5 build. */
export const API_PORT = Number(process.env.API_PORT || 9527)
export const H5_PORT = Number(process.env.H5_PORT || 10087)

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it on start, and test-results/ also holds the jest reports.
  outputDir: 'test-results/playwright',
  // One browser at a time: the machine has 2 cores and the flows share one API server.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['iPhone 13'],
    defaultBrowserType: 'chromium',
    baseURL: `http://127.0.0.1:${H5_PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium-mobile', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `npx tsx mock/main.ts`,
      url: `http://127.0.0.1:${API_PORT}/__health`,
      env: { API_PORT: String(API_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-h5.mjs ${H5_PORT}`,
      url: `http://127.0.0.1:${H5_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
})
