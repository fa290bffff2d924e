import { describe, expect, it } from 'vitest'
import { ServerClock } from './server-clock'

describe('ServerClock', () => {
  it('is neutral before any response', () => {
    expect(new ServerClock().toLocal(1_000)).toBe(1_000)
  })

  it('narrows the offset from whole-second Date headers to well under a second', () => {
    let local = 1_700_000_000_000
    const clock = new ServerClock(() => local)
    const skew = 123_456 // the server is two minutes and a bit ahead
    for (let i = 0; i < 40; i++) {
      const sentAt = local
      local += 37 + (i % 7) * 11 // varying round trips and sub-second phases
      const serverAtReply = local - 10 + skew
      clock.observe(new Date(Math.floor(serverAtReply / 1000) * 1000).toUTCString(), sentAt)
      local += 313
    }
    expect(Math.abs(clock.offsetMs - skew)).toBeLessThan(150)
  })

  it('starts over when the server clock jumps', () => {
    let local = 1_700_000_000_000
    const clock = new ServerClock(() => local)
    clock.observe(new Date(local).toUTCString(), local - 5)
    expect(Math.abs(clock.offsetMs)).toBeLessThan(1_000)
    local += 1_000
    clock.observe(new Date(local + 3_600_000).toUTCString(), local - 5)
    expect(Math.abs(clock.offsetMs - 3_600_000)).toBeLessThan(1_000)
  })

  it("reads the server's now: this machine's clock until a header, then moved by the offset", () => {
    let local = 1_700_000_000_000
    const clock = new ServerClock(() => local)
    expect(clock.serverNow()).toBe(local)
    const dayAhead = 86_400_000
    clock.observe(new Date(local + dayAhead).toUTCString(), local - 5)
    local += 2_000
    expect(Math.abs(clock.serverNow() - (local + dayAhead))).toBeLessThan(1_000)
  })

  it('ignores a missing or unreadable header', () => {
    const clock = new ServerClock()
    clock.observe(null, Date.now())
    clock.observe('yesterday', Date.now())
    expect(clock.offsetMs).toBe(0)
  })
})
