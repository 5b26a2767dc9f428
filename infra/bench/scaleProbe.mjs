/**
 * Preloaded into the backend process bench:scale starts (node --expose-gc --import this
 * backend/dist/server.js): answers the parent's 'memory' message over the IPC channel with this
 * process's memory, before and after a full collection, so the parent reads the live heap of the
 * shipped bundle without a debugger or a change to the server. Plain JavaScript: the child runs
 * the compiled backend under plain node, as npm start does, without tsx.
 */
import v8 from 'node:v8';

if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    const atRest = process.memoryUsage();
    // Twice: the first pass can leave what finalizers released for the next one.
    globalThis.gc?.();
    globalThis.gc?.();
    const collected = process.memoryUsage();
    const heap = v8.getHeapStatistics();
    process.send?.({ memory: { atRest, collected, heapLimit: heap.heap_size_limit } });
  });
  // The channel must not keep a drained server alive after SIGTERM.
  process.channel?.unref();
}
