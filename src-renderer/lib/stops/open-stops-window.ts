/**
 * The stop orders' list window (`?view=stops`): shared so that the header, the ticket and the
 * portfolio open the same window without one feature importing another.
 */
export function openStopsWindow(): void {
  globalThis.open(`${location.pathname}?view=stops`, 'stops', 'popup,width=980,height=600')
}
