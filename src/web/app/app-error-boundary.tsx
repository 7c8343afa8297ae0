import { Component, type ErrorInfo, type ReactNode } from "react";
import { ApiError } from "../lib/api.js";
import { ErrorFallback } from "./error-fallback.js";

interface State {
  error: Error | null;
}

/** The last line of defence around the whole app. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Render error", error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error) return <ErrorFallback requestId={error instanceof ApiError ? error.requestId : undefined} />;
    return this.props.children;
  }
}
