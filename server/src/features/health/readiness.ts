// Whether the process should receive traffic. main.ts flips it at SIGTERM so a load balancer stops
// routing here while in-flight requests finish.
export interface Readiness {
  isShuttingDown: () => boolean;
  markShuttingDown: () => void;
}

export function createReadiness(): Readiness {
  let isShuttingDown = false;
  return {
    isShuttingDown: () => isShuttingDown,
    markShuttingDown: () => {
      isShuttingDown = true;
    },
  };
}
