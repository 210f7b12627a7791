import { useState } from 'react'
import { lazyComponent } from '@/shared/lazy'
import { lazyComponent as miniProgramLazy } from '@/shared/lazy/index.weapp'
import { render } from '../../support/render'
import { waitFor } from '../../support/wait-for'

interface SheetProps {
  visible: boolean
  label: string
}

const Sheet = ({ visible, label }: SheetProps) => <p className={visible ? 'sheet sheet--open' : 'sheet'}>{label}</p>

let setVisible: (visible: boolean) => void = () => undefined

function host(Lazy: (props: SheetProps) => JSX.Element | null) {
  return function Host() {
    const [visible, set] = useState(false)
    setVisible = set
    return <Lazy visible={visible} label='规格' />
  }
}

test('H5: nothing is fetched or mounted until first shown; then it stays mounted', async () => {
  const load = jest.fn(() => Promise.resolve(Sheet))
  const u = await render(host(lazyComponent(load, (p) => p.visible)))
  expect(load).not.toHaveBeenCalled()
  expect(u.queries.querySelector('.sheet')).toBeNull()
  setVisible(true)
  await waitFor(() => expect(u.queries.querySelector('.sheet--open')?.textContent).toBe('规格'))
  setVisible(false)
  await waitFor(() => expect(u.queries.querySelector('.sheet--open')).toBeNull())
  // Closed, not unmounted: the sheet plays its own closing animation.
  expect(u.queries.querySelector('.sheet')).not.toBeNull()
  expect(load).toHaveBeenCalledTimes(1)
})

test('mini-program: loaded with the module and mounted from the start, shown or not', async () => {
  const load = jest.fn(() => Promise.resolve(Sheet))
  const Lazy = miniProgramLazy(load, (p) => p.visible)
  expect(load).toHaveBeenCalledTimes(1)
  const u = await render(host(Lazy))
  await waitFor(() => expect(u.queries.querySelector('.sheet')?.textContent).toBe('规格'))
  expect(u.queries.querySelector('.sheet--open')).toBeNull()
  setVisible(true)
  await waitFor(() => expect(u.queries.querySelector('.sheet--open')).not.toBeNull())
  expect(load).toHaveBeenCalledTimes(1)
})
