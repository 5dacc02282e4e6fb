import { Component, type ErrorInfo, type ReactNode } from 'react'

/** Renders `fallback` when rendering `children` throws: the last line of defence of the error page. */
export class SafeBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('error page failed to render', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
