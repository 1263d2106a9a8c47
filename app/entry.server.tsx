import { PassThrough } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { requestInfoContext } from "~/.server/context";
import "~/.server/i18n"; // both catalogues, before the first render
import { contentSecurityPolicy } from "~/.server/http/csp";
import { rewriteDocument } from "~/.server/http/document-html";
import { isForeignOriginAction } from "~/.server/http/origin";
import { errorMessage, logLine, stackFrames } from "~/.server/log";
import { RequestIdProvider } from "~/lib/document/request-id";
import { ServerMarkupProvider } from "~/lib/document/server-markup";
import { AreasRecorder } from "~/lib/i18n/catalogue";

// The Node entry (server/index.ts) reaches these through the build's entry module: start-up, the
// context each request carries into React Router, and /metrics.
export { createLoadContext } from "~/.server/context";
export { countPageCache, observeRequest, renderMetrics } from "~/.server/metrics";
export { startApp } from "~/.server/startup";

export const streamTimeout = 5_000;

/**
 * What reaches the log from loaders and actions: one JSON line with the request id the error page
 * shows, the error's message (e-mail addresses masked) and where it was raised. A 404 or 405 is
 * the visitor's mistake (a POST to a page without a form, an unknown address): logging each would
 * let anyone flood the log. A request the client gave up on is not an error either.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // Anyone can post a form from another site: one short line, no stack, so it cannot flood the log.
  if (isForeignOriginAction(request)) return logRefusal(request, context, "foreign origin");
  logServerError(error, request, context);
}

function logRefusal(request: Request, context: Readonly<RouterContextProvider>, reason: string) {
  console.error(
    logLine("refused", {
      method: request.method,
      path: new URL(request.url).pathname,
      id: context.get(requestInfoContext).requestId,
      reason,
    }),
  );
}

function logServerError(
  error: unknown,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  console.error(
    logLine("error", {
      method: request.method,
      path: new URL(request.url).pathname,
      id: context.get(requestInfoContext).requestId,
      error: errorMessage(error),
      stack: stackFrames(error),
    }),
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { markup, requestId } = loadContext.get(requestInfoContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Whole documents for everyone (not only bots): pages must read completely without JavaScript.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <RequestIdProvider value={requestId}>
        <ServerMarkupProvider value={markup}>
          <AreasRecorder value={new Set()}>
            <ServerRouter context={routerContext} url={request.url} />
          </AreasRecorder>
        </ServerMarkupProvider>
      </RequestIdProvider>,
      {
        [readyOption]() {
          shellRendered = true;
          // The whole document is ready (onAllReady): collect it, rewrite its head, send it.
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const { body: bytes, scriptHashes } = rewriteDocument(Buffer.concat(chunks));
            // The Buffer's own bytes as a Response takes them, without a copy.
            const html = new Uint8Array(
              bytes.buffer as ArrayBuffer,
              bytes.byteOffset,
              bytes.length,
            );
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // The same policy for the same page, whoever asks (csp.ts): the page cache keeps it.
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(scriptHashes));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logServerError(error, request, loadContext);
        },
      },
    );
  });
}
