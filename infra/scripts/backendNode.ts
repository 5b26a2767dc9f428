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
 *
 * `--optimize-for-size`: V8 grows the old generation in smaller steps and
 * gives pages back sooner, so the heap it keeps stays close to the live heap
 * (decision 0039). The backend at rest had ~50 MB of heap reserved beyond
 * what it used (155 MB kept for 101 MB live after building the search index),
 * and a burst of 20,000 handshakes left 15.5 KB of RSS per socket where the
 * live heap is ~9 KB. Measured with bench:messages (the bundle, 19,923 idle
 * sockets, back to back): 180 MB at rest against 236, 391 MB with the sockets
 * against 538 (10.8 KB a socket against 15.5); the send path at 100 sends/s
 * kept its latency (decision 0039 has the figures).
 */
export const BACKEND_NODE_FLAGS = ['--max-semi-space-size=2', '--optimize-for-size'];
