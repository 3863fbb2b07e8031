-- wrk's `done` hook for npm run bench: one JSON line with the run's totals, read by scripts/bench-report.ts.
-- Durations and latencies are in microseconds; errors.status counts answers with a status of 400 or more.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
      '"latencyUs":{"p50":%d,"p99":%d}}\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
