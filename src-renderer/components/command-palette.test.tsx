// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PaletteItem } from '../lib/commands/palette-search'
import { CommandPalette } from './command-palette'

afterEach(cleanup)

const groups: Record<PaletteItem['group'], string> = {
  board: 'Bảng',
  window: 'Cửa sổ',
  symbol: 'Mã',
  panel: 'Bảng phụ',
  settings: 'Cài đặt',
  row: 'Dòng này',
}

function paletteWith(items: readonly PaletteItem[]) {
  const onClose = vi.fn()
  render(
    <CommandPalette
      title="Bảng lệnh"
      placeholder="Gõ lệnh hoặc mã…"
      empty="Không có kết quả"
      items={items}
      groupLabel={(g) => groups[g]}
      onClose={onClose}
    />,
  )
  return { onClose, box: screen.getByRole('combobox', { name: 'Gõ lệnh hoặc mã…' }) }
}

type TestItem = Omit<PaletteItem, 'run'> & { readonly run: Mock<() => void> }

const item = (id: string, title: string, extra: Partial<Omit<PaletteItem, 'run'>> = {}): TestItem => ({
  id,
  title,
  group: 'board',
  run: vi.fn<() => void>(),
  ...extra,
})

const titles = () => screen.getAllByRole('option').map((o) => o.querySelector('.item-title')?.textContent)

describe('command palette (happy-dom)', () => {
  it('filters as the user types, accents ignored, and says when nothing matches', async () => {
    const user = userEvent.setup()
    const { box } = paletteWith([
      item('a', 'Mở bảng Rổ VN30'),
      item('b', 'Đổi giao diện sáng / tối', { group: 'settings' }),
      item('c', 'Nhảy tới FPT', { group: 'symbol', keywords: 'FPT' }),
    ])
    expect(box).toBe(document.activeElement)
    // An empty query lists the commands, not the symbols.
    expect(titles()).toEqual(['Mở bảng Rổ VN30', 'Đổi giao diện sáng / tối'])
    await user.type(box, 'ro vn30')
    expect(titles()).toEqual(['Mở bảng Rổ VN30'])
    await user.clear(box)
    await user.type(box, 'fpt')
    expect(titles()).toEqual(['Nhảy tới FPT'])
    await user.type(box, 'zzz')
    expect(screen.getByText('Không có kết quả')).toBeTruthy()
  })

  it('chooses with the arrow keys and runs the chosen command on Enter, closing first', async () => {
    const user = userEvent.setup()
    const first = item('a', 'Bảng tiếp theo')
    const second = item('b', 'Bảng trước')
    const { onClose } = paletteWith([first, second])
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Bảng trước')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Bảng tiếp theo')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(second.run).toHaveBeenCalledTimes(1)
    expect(first.run).not.toHaveBeenCalled()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('does not run a command that does not apply now, and Escape closes', async () => {
    const user = userEvent.setup()
    const disabled = item('a', 'Ghim dòng đang chọn', { disabled: true })
    const { onClose } = paletteWith([disabled])
    await user.keyboard('{Enter}')
    expect(disabled.run).not.toHaveBeenCalled()
    expect(screen.getByRole('option').getAttribute('aria-disabled')).toBe('true')
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('runs a command on click', async () => {
    const user = userEvent.setup()
    const chart = item('a', 'Mở biểu đồ', { shortcut: 'Shift+C' })
    paletteWith([chart])
    expect(screen.getByText('Shift+C')).toBeTruthy()
    await user.click(screen.getByText('Mở biểu đồ'))
    expect(chart.run).toHaveBeenCalledTimes(1)
  })
})
