import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'

/**
 * What AppProviders gives every window, for a component test: a QueryClient of its own (so no test
 * sees another's cache), retrying nothing. `render(ui, { wrapper: QueryWrapper })`.
 */
export function QueryWrapper({ children }: { readonly children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  )
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
