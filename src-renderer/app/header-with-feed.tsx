import { useState } from 'react'
import { createStore, useStore, type StoreApi } from 'zustand'
import type { BoardFeedState } from '../features/board'
import { AppHeader, type AppHeaderProps } from './app-header'

/** The board's feed state, handed from the feed's component to the header beside it. */
export type FeedStateStore = StoreApi<{ feed: BoardFeedState | null }>

export function useFeedStateStore(): FeedStateStore {
  return useState(() => createStore<{ feed: BoardFeedState | null }>(() => ({ feed: null })))[0]
}

/**
 * The window's header, reading the feed's state from its store. The state changes with every
 * delta (once a second per board): held in the board window's own state, as before, each delta
 * re-rendered the whole window (toolbar, index bar, docks, ticket host), in every board window;
 * now it re-renders the header alone (issue 24).
 */
export function HeaderWithFeed(props: Omit<AppHeaderProps, 'feed'> & { readonly store: FeedStateStore }) {
  const { store, ...header } = props
  const feed = useStore(store, (s) => s.feed)
  return <AppHeader {...header} feed={feed} />
}
