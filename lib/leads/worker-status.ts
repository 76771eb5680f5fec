/**
 * Whether this process's lead delivery worker is down: the worker in this
 * process (the embedded store, or DELIVERY_WORKER=inline) or the worker
 * process `npm start` runs beside the web server. Set by their supervisors
 * (lib/leads/delivery-worker.ts; server.mjs, which writes the same global),
 * read by the health check. A worker that has not started yet is not down;
 * one that failed to start or died is, until a restart succeeds.
 */
export interface DeliveryWorkerStatus {
  /** Since when (epoch ms) the worker is down; unset while it runs or is still starting. */
  downSince?: number;
  /** Restarts after a failed start or a death, over the life of this process. */
  restarts: number;
}

const state = globalThis as unknown as { __leadDeliveryWorkerStatus?: DeliveryWorkerStatus };

export function deliveryWorkerStatus(): DeliveryWorkerStatus {
  state.__leadDeliveryWorkerStatus ??= { restarts: 0 };
  return state.__leadDeliveryWorkerStatus;
}

/** The worker failed to start or died; a restart is scheduled. */
export function markDeliveryWorkerDown(now = Date.now()): void {
  const status = deliveryWorkerStatus();
  status.downSince ??= now;
}

/** The worker runs (again). */
export function markDeliveryWorkerUp(): void {
  deliveryWorkerStatus().downSince = undefined;
}

export function deliveryWorkerDown(): boolean {
  return deliveryWorkerStatus().downSince !== undefined;
}
