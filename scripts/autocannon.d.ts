// The part of autocannon's API that scripts/bench.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
  }
  interface Result {
    requests: { average: number; total: number }
    latency: { p50: number; p99: number }
    non2xx: number
    errors: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
