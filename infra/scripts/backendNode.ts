/**
 * V8 flags of the backend process, wherever it runs (npm start and so the e2e
 * stack, npm run bench:messages; infra/docker/backend.Dockerfile repeats them).
 *
 * `--max-semi-space-size=2` (MB): V8 sizes the young generation for
 * throughput, and a socket server allocating a little per connection keeps
 * much of it reserved. Measured with bench:messages at 10,000 idle
 * authenticated sockets: 277 MB of RSS against 352 MB (peak 304 against
 * 368), the same live heap after a full GC, and the same send latency and CPU
 * at 100 sends/s — the difference is reserved memory, which the 400 MB target
 * needs as margin.
 */
export const BACKEND_NODE_FLAGS = ['--max-semi-space-size=2'];
