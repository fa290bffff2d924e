import { useEffect, useState } from 'react'
import { onTicketRequest, type TicketRequest } from '../../../../lib/orders/ticket-requests'
import { TicketDialog } from './ticket-dialog'

/**
 * Listens for ticket requests in this window (the board's buy and sell keys, the blotter's modify,
 * the portfolio's "sell all") and shows one ticket at a time: a new request replaces the open
 * ticket with a fresh one (a new intent), never merges into it. app/ mounts it in every window kind
 * that can ask.
 */
export function TicketHost() {
  const [open, setOpen] = useState<{ readonly request: TicketRequest; readonly serial: number } | null>(null)
  useEffect(
    () => onTicketRequest((request) => setOpen((prev) => ({ request, serial: (prev?.serial ?? 0) + 1 }))),
    [],
  )
  if (open === null) return null
  return <TicketDialog key={open.serial} request={open.request} onClose={() => setOpen(null)} />
}
