import type { CommandRegistry } from '../../../lib/commands/registry'
import { rowActionIds } from '../../../lib/commands/registry'
import { requestTicket } from '../../../lib/orders/ticket-requests'
import { tradingStringsNow } from './strings'

/**
 * The row actions of the order ticket: buy and sell the board's focused symbol. The board binds them
 * to its keys (board.buy F1, board.sell F2, rebindable in the help overlay), as Vietnamese trading
 * boards use F1 for the buy ticket and F2 for the sell ticket.
 */
export function registerTicketCommands(target: CommandRegistry): () => void {
  const offs = [
    target.register({
      id: rowActionIds.buy,
      title: () => tradingStringsNow().commands.buy,
      group: 'symbol',
      keywords: 'buy order ticket mua đặt lệnh',
      run: ({ symbol }) => requestTicket({ kind: 'new', side: 'BUY', symbol }),
    }),
    target.register({
      id: rowActionIds.sell,
      title: () => tradingStringsNow().commands.sell,
      group: 'symbol',
      keywords: 'sell order ticket bán đặt lệnh',
      run: ({ symbol }) => requestTicket({ kind: 'new', side: 'SELL', symbol }),
    }),
  ]
  return () => {
    for (const off of offs) off()
  }
}
