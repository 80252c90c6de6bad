import { Component } from 'react';
import type { ReactNode } from 'react';

/** A crashed screen shows a way back instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error('screen crashed', error);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    const chunkFailed = /dynamically imported module|Loading chunk|Failed to fetch/i.test(this.state.error.message);
    return (
      <main className="page narrow">
        <div className="card center">
          <h1>Something went wrong</h1>
          <p className="muted">
            {/* The error's own text is for the console (logged above): "TypeError: …" means nothing to people. */}
            {chunkFailed
              ? 'This screen could not be loaded. Check your connection and try again.'
              : 'This screen stopped working. Reload to try again; what you saved is kept.'}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
            Reload
          </button>
        </div>
      </main>
    );
  }
}
