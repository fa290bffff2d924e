import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './app/global.css'
import { App } from './app/app'
import { ErrorBoundary } from './app/error-boundary'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
)
