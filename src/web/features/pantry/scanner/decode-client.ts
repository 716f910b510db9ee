import type { DecodeReply, DecodeRequest } from './decode-protocol';

/**
 * The page's side of the decode worker: sends a request with its pixel buffer transferred (a
 * 12-megapixel photo is not copied), and matches each reply to its request by id. Where there is
 * no worker (jsdom, a browser that refuses to start it) or the worker fails, the same handler runs
 * on the page's thread instead: slower for the camera, never a scanner that stops working.
 */

/** The part of a Worker used here (the tests drive a stand-in). */
export type WorkerLike = {
  postMessage(message: DecodeRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<DecodeReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type DecodeRequestBody = DistributiveOmit<DecodeRequest, 'id'>;
export type DecodeHandler = (request: DecodeRequest) => Promise<DecodeReply>;

export type DecodeClient = { decode(request: DecodeRequestBody): Promise<DecodeReply> };

export function createDecodeClient(options: {
  /** The worker, or null where none could be started. */
  worker: WorkerLike | null;
  /** Makes the in-thread handler, only when it is first needed. */
  inThread: () => DecodeHandler;
}): DecodeClient {
  let worker = options.worker;
  let handler: DecodeHandler | null = null;
  const pending = new Map<number, (reply: DecodeReply) => void>();
  let nextId = 1;

  if (worker) {
    worker.onmessage = (event) => {
      const settle = pending.get(event.data.id);
      pending.delete(event.data.id);
      settle?.(event.data);
    };
    worker.onerror = () => {
      // The worker could not load or died: what it held is lost (its pixels were transferred), the
      // next requests run here.
      worker = null;
      for (const [id, settle] of pending) settle({ id, ok: false, error: 'The decode worker failed' });
      pending.clear();
    };
  }

  return {
    decode(body) {
      const request: DecodeRequest = { ...body, id: nextId++ };
      if (!worker) {
        handler ??= options.inThread();
        return handler(request);
      }
      const target = worker;
      return new Promise((resolve) => {
        pending.set(request.id, resolve);
        target.postMessage(request, [request.image.data.buffer]);
      });
    },
  };
}
