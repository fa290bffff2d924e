// @vitest-environment happy-dom
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { lazyWindow } from './lazy-window'

afterEach(cleanup)

/** A chunk that arrives when the test says so. */
function chunk() {
  let arrive: (component: (props: { readonly name: string }) => React.JSX.Element) => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  let loads = 0
  const load = () => {
    loads += 1
    return new Promise<(props: { readonly name: string }) => React.JSX.Element>((resolve, reject) => {
      arrive = resolve
      fail = reject
    })
  }
  return {
    load,
    arrive: (c: Parameters<typeof arrive>[0]) => arrive(c),
    fail: (e: Error) => fail(e),
    loads: () => loads,
  }
}

const Hello = ({ name }: { readonly name: string }) => <p>hello {name}</p>

describe('lazyWindow', () => {
  it('shows the fallback until its chunk arrives, then the window with its props', async () => {
    const c = chunk()
    const Window = lazyWindow(c.load)
    render(
      <Suspense fallback={<p>loading</p>}>
        <Window name="VNM" />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    c.arrive(Hello)
    expect(await screen.findByText('hello VNM')).toBeTruthy()
    expect(c.loads()).toBe(1)
  })

  it('preload fetches the chunk once, and the window then renders from it', async () => {
    const c = chunk()
    const Window = lazyWindow(c.load)
    const preloaded = Window.preload()
    void Window.preload()
    c.arrive(Hello)
    await preloaded
    render(
      <Suspense fallback={<p>loading</p>}>
        <Window name="FPT" />
      </Suspense>,
    )
    expect(await screen.findByText('hello FPT')).toBeTruthy()
    expect(c.loads()).toBe(1)
  })

  it('asks for a chunk again after it failed to arrive', async () => {
    const c = chunk()
    const Window = lazyWindow(c.load)
    const first = Window.preload()
    c.fail(new Error('the shell restarted'))
    await expect(first).rejects.toThrow('the shell restarted')
    const second = Window.preload()
    c.arrive(Hello)
    await second
    expect(c.loads()).toBe(2)
  })
})
