// Whether the process should receive traffic. main.ts flips it at SIGTERM in two steps, so that
// clients behind a load balancer never see the shutdown (issue 15): first not ready (/readyz
// answers 503, the balancer takes the process out of rotation) while requests are still served
// as usual, then closing (the server stops listening; a request that still arrives is refused
// with 503 and its connection closed) while the requests in flight finish.
export interface Readiness {
  /** Not ready: /readyz answers 503. Requests are still served until isClosing(). */
  isShuttingDown: () => boolean;
  /** The server is closing: new requests are refused. */
  isClosing: () => boolean;
  markShuttingDown: () => void;
  markClosing: () => void;
}

export function createReadiness(): Readiness {
  let isShuttingDown = false;
  let isClosing = false;
  return {
    isShuttingDown: () => isShuttingDown,
    isClosing: () => isClosing,
    markShuttingDown: () => {
      isShuttingDown = true;
    },
    markClosing: () => {
      isShuttingDown = true;
      isClosing = true;
    },
  };
}
