// WeChat DevTools' 代码质量 panel itself: miniprogram-ci's checkCodeQuality, offline (see
// wechat-quality-run.cjs). code-quality.mjs says where a failure is; this says what DevTools says.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const RUN = fileURLToPath(new URL('./wechat-quality-run.cjs', import.meta.url))
const MARK = 'CODE_QUALITY '

/** `{ passed, failed }`: the panel's item names, and a line per failed item (or the run's error). */
export function wechatQuality(root) {
  const { stdout = '', stderr = '' } = spawnSync(process.execPath, [RUN, root], { encoding: 'utf8', timeout: 180_000 })
  const line = stdout.split('\n').find((l) => l.startsWith(MARK))
  if (!line) return { passed: [], failed: [`miniprogram-ci gave no answer: ${stderr.trim().split('\n').slice(-3).join(' ')}`] }
  const answer = JSON.parse(line.slice(MARK.length))
  if (answer.error) return { passed: [], failed: [`miniprogram-ci: ${answer.error}`] }
  return {
    passed: answer.filter((item) => item.success).map((item) => item.name),
    failed: answer.filter((item) => !item.success).map((item) => `${item.name}: ${item.text} ${JSON.stringify(item.detail ?? '')}`),
  }
}
