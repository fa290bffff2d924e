import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './app/global.css'
import { App } from './app/app'
import { ErrorBoundary } from './app/error-boundary'
import { preloadWindowKinds } from './app/window-registry'

declare global {
  interface Window {
    /** A spare window's page (`?spare=1`) becomes the window `query` asks for (src-main/shell/spare-window.ts). */
    __becomeWindow?: (query: string) => void
  }
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

function mount(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  )
}

if (new URLSearchParams(window.location.search).has('spare')) {
  // Loaded ahead of need: everything is parsed and styled, nothing subscribes until it is taken. The
  // query is set before the first render, since every part of the app reads it from the address.
  let taken = false
  window.__becomeWindow = (query) => {
    if (taken) return
    taken = true
    window.history.replaceState(null, '', `${window.location.pathname}${query}`)
    mount(root)
  }
  // Whatever kind it becomes, its code is here before the key that opens it.
  void preloadWindowKinds()
} else {
  mount(root)
}
