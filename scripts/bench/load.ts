// The load through autocannon against one URL, as a browser asks (keep-alive, gzip or brotli),
// bounded by time and by a request count (wrk.ts is the other load generator); and the exact
// bytes one such request gets back.
import http from "node:http";
import autocannon from "autocannon";

/** What a browser says it accepts; the server picks the compression. */
export const ACCEPT_ENCODING = "gzip, br";

/** No run sends more than this, whatever its duration (a bound should a server answer instantly). */
const MAX_REQUESTS = 5_000_000;

export type LoadResult = {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Bytes of one answer as sent, headers and (compressed) body. */
  bytesPerAnswer: number;
};

/** `connections` keep-alive clients asking for `url` for `seconds`, as fast as answers come. */
export async function runAutocannon(
  url: string,
  seconds: number,
  connections = 16,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS,
    headers: { "accept-encoding": ACCEPT_ENCODING, ...headers },
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

/** A few requests first, so the measured run finds code compiled and caches filled. */
export async function warmUp(
  url: string,
  requests: number,
  headers: Record<string, string> = {},
): Promise<void> {
  await autocannon({
    url,
    connections: 4,
    amount: requests,
    headers: { "accept-encoding": ACCEPT_ENCODING, ...headers },
  });
}

export type RawResponse = {
  status: number;
  contentType: string;
  /** The Content-Encoding the server chose ("" for none). */
  encoding: string;
  /** The body exactly as sent, still compressed. */
  body: Buffer;
};

/** One GET as the load sends it, with the body left as it came over the wire. */
export function fetchRaw(url: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": ACCEPT_ENCODING } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers["content-type"] ?? "application/octet-stream"),
          encoding: String(res.headers["content-encoding"] ?? ""),
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    });
    request.on("error", reject);
  });
}
