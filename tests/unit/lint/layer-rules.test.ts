import { lintPlants } from '../../support/lint-plant'

/*
 * The layers of design.md §2 (core -> shared -> entities -> features -> pages, each importing
 * only downward; pages take a feature through its index) over planted snippets, linted with the
 * project's own .eslintrc.js: each fence must still refuse what crosses it, and let the rest pass.
 */
const { plant, lintPlanted } = lintPlants()

const DEEP = "import { useCart } from '@/features/mall/hooks/use-cart'\n\nexport const use = useCart\n"
const INDEX = "import { useCart } from '@/features/mall'\n\nexport const use = useCart\n"
const FEATURE = "import { MedalList } from '@/features/user'\n\nexport const List = MedalList\n"
const ENTITY = "import { useMe } from '@/entities/user'\n\nexport const use = useMe\n"

const refused = {
  'shared importing a feature': [plant('src/shared/planted/index.ts', FEATURE), 'shared/ is below entities and features'],
  'a feature importing another feature': [plant('src/features/mall/planted.ts', FEATURE), 'A feature never imports another feature'],
  'an entity importing a feature': [plant('src/entities/planted/index.ts', FEATURE), 'An entity imports core, shared and utils only'],
  'core importing a feature': [plant('src/core/planted.ts', FEATURE), 'core/ and utils/ stay free of'],
  'shared importing an entity': [plant('src/shared/planted/entity.ts', ENTITY), 'shared/ is below entities and features'],
  'core importing an entity': [plant('src/core/planted-entity.ts', ENTITY), 'core/ and utils/ stay free of'],
  "a page importing a feature's internals": [plant('src/pages/mine/planted.ts', DEEP), "A page imports a feature through its index: '@/features/<name>'"],
  "a subpackage page importing a feature's internals": [plant('src/package-mall/pages/planted/index.tsx', DEEP), 'through its index'],
  "the yearly report importing a feature's internals": [plant('src/yearly-report/planted.ts', DEEP), 'through its index'],
  'a subpackage page using PageShell': [plant('src/package-mine/pages/planted/index.tsx', "import { PageShell } from '@/shared/page-shell'\n\nexport const Shell = PageShell\n"), 'Screen from src/shared/screen'],
} as const

const allowed = {
  'a page importing a feature through its index': plant('src/pages/mine/planted-index.ts', INDEX),
  'a subpackage page importing a feature through its index': plant('src/package-mall/pages/planted/other.tsx', INDEX),
  'a feature importing an entity': plant('src/features/mall/planted-entity.ts', ENTITY),
  'a feature importing its own files': plant('src/features/mall/planted-own.ts', "import { useCart } from './hooks/use-cart'\n\nexport const use = useCart\n"),
  'an entity importing core and shared': plant(
    'src/entities/planted/model.ts',
    "import { getToken } from '@/core/session'\nimport { toast } from '@/shared/toast'\n\nexport const both = [getToken, toast]\n",
  ),
}

beforeAll(lintPlanted, 120_000)

test.each(Object.entries(refused))('%s is refused, with a message saying where to go', (_name, [found, message]) => {
  expect(found()).toEqual([expect.stringContaining(message)])
})

test.each(Object.entries(allowed))('%s passes', (_name, found) => {
  expect(found()).toEqual([])
})
