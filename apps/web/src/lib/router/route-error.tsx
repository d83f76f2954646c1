import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { shopPageTitle } from '@/lib/shop-settings';

interface BoundaryProps {
  /** The boundary tries its children again when this changes. */
  resetKey: unknown;
  children: ReactNode;
}

/** Catches a render error in a route, so the visitor gets a way on instead of a blank screen. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; resetKey: unknown }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** In the tone and look of the not-found page. */
function RouteError() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{shopPageTitle('Something went wrong')}</title>
      <h1 className="text-3xl font-semibold text-forest">Oops! Something went wrong</h1>
      <p className="mt-3 text-muted">This page wilted on its way to you. Reloading usually brings it back.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        {/* A new document, not an in-app link: it leaves whatever state broke the page behind. */}
        <Button asChild variant="outline">
          <a href="/">Return to Home</a>
        </Button>
      </div>
    </section>
  );
}
