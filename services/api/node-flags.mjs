// The Node flags the API runs with, wherever it starts: `npm start`, `npm run dev`, the e2e server, the
// benches and the smoke test take them from here; the Dockerfile's CMD and this package's `start` repeat them.
//
// --max-semi-space-size=8 (MB): each audio chunk served is read into a buffer outside the JS heap (64 KiB,
// freed only when a collection finds its Buffer dead). With the young generation V8 lets grow to 32 MB
// (Node 24), those buffers pile up between scavenges past V8's external-memory limit, and from then on
// every collection is a full one: ~45 in a 10-second load, marking the whole heap on V8's helper threads
// (≈ 100 µs of CPU a request, 40 % of the serving). Audio serving then took 250–320 µs of CPU a chunk instead
// of 150–175, and which of the two a process fell into was chance (more often with download logging, whose
// batches survive a scavenge). With 8 MB, scavenges free the buffers in time (bench/audio-download-logging.mjs,
// bench/README.md "Session 11").
export const apiNodeFlags = ['--max-semi-space-size=8'];
