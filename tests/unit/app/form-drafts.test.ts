import path from 'node:path'
import { DRAFTS, NO_DRAFT, SENSITIVE } from '@/shared/form/drafts'
import { plantFiles, runScan, srcFiles } from '../../support/src-files'

/*
 * Every form keeps what was typed (issue 39, item 5): each `useForm` of src names its draft key
 * from the one registry, src/shared/form/drafts.ts (`draft: DRAFTS.x`, with `sensitive:
 * SENSITIVE.x` when the registry lists fields never to write), or says there that it keeps
 * nothing and why (`draft: noDraft('x')`). A kit form that takes its key from its caller
 * (PASS_ON) passes `draft` on, and each of its elements names one the same way.
 * tests/support/form-scan.js finds the forms with the TypeScript parser.
 */

const PASS_ON = ['EvaluationForm', 'EvaluationOnce', 'LeadCaptureForm']

interface Site {
  file: string
  line: number
  form: string
  inside: string | null
  draft: string | null
  sensitive: string | null
  spread: boolean
}

const scan = (files: string[]) => runScan<Site[]>('form-scan.js', { files, passOn: PASS_ON })

const names = (text: string | null, list: string) => [...(text ?? '').matchAll(new RegExp(`\\b${list}\\.(\\w+)`, 'g'))].map((m) => m[1])
const exempted = (text: string | null) => /^noDraft\('(\w+)'\)$/.exec(text ?? '')?.[1]
/** The keys that take no id, as they are stored. */
const STATIC_KEYS = new Set(Object.values(DRAFTS).filter((k): k is Extract<typeof k, string> => typeof k === 'string'))

/** What is wrong with one form, or '' when it keeps a registered draft or says why it keeps none. */
function problem(site: Site): string {
  const { draft, inside } = site
  const passing = inside !== null && PASS_ON.includes(inside)
  if (draft === null) return site.spread && passing ? '' : 'no draft: add its key to src/shared/form/drafts.ts (or noDraft there, with why)'
  if (draft === 'draft' && passing) return '' // the caller's key, checked where the caller names it
  const exemption = exempted(draft)
  if (exemption !== undefined) return exemption in NO_DRAFT ? '' : `noDraft('${exemption}') is not in NO_DRAFT`
  // A key spelled out must be one the registry lists (so the drafts on phones under it are kept).
  const literal = /^(['"])(.*)\1$/.exec(draft)?.[2]
  if (literal !== undefined) return STATIC_KEYS.has(literal as never) ? '' : `draft '${literal}' is not in DRAFTS`
  const used = names(draft, 'DRAFTS')
  if (used.length === 0) return `its key \`${draft}\` is not one of DRAFTS`
  const unknown = used.filter((n) => !(n in DRAFTS))
  if (unknown.length) return `DRAFTS.${unknown[0]} is not in the registry`
  const hidden = used.find((n) => n in SENSITIVE)
  if (hidden && site.sensitive !== `SENSITIVE.${hidden}`) return `DRAFTS.${hidden} has sensitive fields: pass sensitive: SENSITIVE.${hidden}`
  if (site.sensitive !== null && !used.some((n) => site.sensitive === `SENSITIVE.${n}`)) return `sensitive ${site.sensitive} is not the registry's SENSITIVE of its draft`
  return ''
}

const problems = (sites: Site[]) => sites.map((s) => [s, problem(s)] as const).filter(([, p]) => p).map(([s, p]) => `${s.file}:${s.line} ${s.form}: ${p}`)

test('every form of src keeps a registered draft, or says in the registry why it keeps none', () => {
  const sites = scan(srcFiles())
  expect(problems(sites)).toEqual([])
  // The scan sees the forms: the survey's answers, the evaluation forms of both features, the lead forms.
  const at = (file: string) => sites.filter((s) => s.file === file).map((s) => s.form)
  expect(at('src/features/survey/use-survey-answers.ts')).toEqual(['useForm'])
  expect(at('src/features/evaluation/components/evaluate-screen.tsx')).toEqual(['EvaluationOnce'])
  expect(at('src/features/charging/components/parity-screen.tsx')).toEqual(['EvaluationOnce'])
  expect(sites.filter((s) => s.form === 'useForm').length).toBeGreaterThanOrEqual(20)
  expect(sites.filter((s) => s.form === 'LeadCaptureForm').length).toBeGreaterThanOrEqual(4)

  // Every entry of the registry is some form's: no key left behind by a form that went.
  const named = new Set(sites.flatMap((s) => names(s.draft, 'DRAFTS')))
  const spelled = new Set(sites.map((s) => /^'(.*)'$/.exec(s.draft ?? '')?.[1]))
  const unused = (Object.keys(DRAFTS) as (keyof typeof DRAFTS)[]).filter((n) => !named.has(n) && !spelled.has(DRAFTS[n] as string))
  expect(unused).toEqual([])
  const exemptions = new Set(sites.map((s) => exempted(s.draft)))
  expect(Object.keys(NO_DRAFT).filter((n) => !exemptions.has(n))).toEqual([])
}, 60_000)

test('two forms never share a draft key, and every exemption says why', () => {
  const keys = Object.values(DRAFTS).map((k) => (typeof k === 'function' ? (k as (...a: number[]) => string)(...Array<number>(k.length).fill(1)) : k))
  const kinds = keys.map((k) => k.split(':')[0])
  expect(new Set(kinds).size).toBe(kinds.length)
  for (const why of Object.values(NO_DRAFT)) expect(why.length).toBeGreaterThan(20)
})

test('planted: a form without a draft, with an unknown key, or missing its sensitive fields is caught; registered ones are not', () => {
  const planted = plantFiles({
    'forms.tsx': [
      'export function Good() { return useForm({ initial, rules, draft: DRAFTS.teamCreate }) }',
      'export function Bare() { return useForm({ initial, rules }) }',
      "export function Made() { return useForm({ initial, rules, draft: 'my-form' }) }",
      'export function Wrong() { return useForm({ initial, rules, draft: DRAFTS.nowhere }) }',
      'export function Login() { return useForm({ initial, rules, draft: DRAFTS.login }) }',
      "export function Excused() { return useForm({ initial, rules, draft: noDraft('chargingNotice') }) }",
      "export function Unexcused() { return useForm({ initial, rules, draft: noDraft('because') }) }",
      'export function Later() { return useForm({ initial, rules, draft: id === undefined ? undefined : DRAFTS.comment(id) }) }',
      'export function Named() { const key = DRAFTS.address(id); return useForm({ initial, rules, draft: key }) }',
      "export function Own() { const key = myKey(id); return useForm({ initial, rules, draft: key }) }",
    ],
    'kit.tsx': [
      'export function LeadCaptureForm({ draft }: Props) { return useForm({ initial, rules, draft }) }',
      'export function Other({ draft }: Props) { return useForm({ initial, rules, draft }) }',
      'export const EvaluationOnce = (props: Props) => <EvaluationForm {...props} />',
    ],
    'page.tsx': ['export const A = () => <LeadCaptureForm source={s} />', 'export const B = () => <EvaluationOnce draft={DRAFTS.evaluation(kind, id)} onSubmit={send} />'],
  })
  const found = problems(scan(Object.values(planted.paths))).map((p) => p.replace(/^.*?([\w-]+\.tsx)/, (_, name: string) => path.basename(name)))
  planted.remove()
  expect(found).toEqual([
    'forms.tsx:2 useForm: no draft: add its key to src/shared/form/drafts.ts (or noDraft there, with why)',
    "forms.tsx:3 useForm: draft 'my-form' is not in DRAFTS",
    'forms.tsx:4 useForm: DRAFTS.nowhere is not in the registry',
    'forms.tsx:5 useForm: DRAFTS.login has sensitive fields: pass sensitive: SENSITIVE.login',
    "forms.tsx:7 useForm: noDraft('because') is not in NO_DRAFT",
    'forms.tsx:10 useForm: its key `myKey(id)` is not one of DRAFTS',
    'kit.tsx:2 useForm: its key `draft` is not one of DRAFTS',
    'page.tsx:1 LeadCaptureForm: no draft: add its key to src/shared/form/drafts.ts (or noDraft there, with why)',
  ])
})
