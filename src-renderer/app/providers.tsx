import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { isTransient } from '../lib/bridge/query'

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Retry only what can pass (a dropped socket, a busy server); a refused input will not.
        retry: (failures, error) => failures < 3 && isTransient(error),
        // Bridge data is pushed by streams where it changes quickly; what is queried changes rarely.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}

export function AppProviders({ children }: { readonly children: ReactNode }) {
  const [client] = useState(createQueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
