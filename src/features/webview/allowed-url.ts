export type WebviewCheck = { ok: true; url: string } | { ok: false; reason: string }

/** `example.com` allows exactly that host; `*.example.com` allows its subdomains too. */
function hostAllowed(host: string, allowed: string[]): boolean {
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase()
    if (rule.startsWith('*.')) {
      const base = rule.slice(2)
      return host === base || host.endsWith(`.${base}`)
    }
    return host === rule
  })
}

/** The web view opens only https URLs on hosts the tenant config allows (design §3). */
export function checkWebviewUrl(raw: string | undefined, allowedHosts: string[]): WebviewCheck {
  if (!raw) return { ok: false, reason: '缺少要打开的链接' }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, reason: '链接格式不正确' }
  }
  if (url.protocol !== 'https:') return { ok: false, reason: '只能打开 https 安全链接' }
  if (url.username || url.password) return { ok: false, reason: '链接格式不正确' }
  if (!hostAllowed(url.hostname.toLowerCase(), allowedHosts)) {
    return { ok: false, reason: `${url.hostname} 不在允许访问的网站范围内` }
  }
  return { ok: true, url: url.toString() }
}
