import { PassThrough } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { requestInfoContext } from "~/.server/context";
import { deferModules, inlineStylesheets, nonceDataBlocks } from "~/.server/http/document-html";
import { NonceProvider } from "~/lib/document/nonce";
import { ServerMarkupProvider } from "~/lib/document/server-markup";

// The Node entry (server/index.ts) reaches these through the build's entry module: start-up, and
// the context each request carries into React Router.
export { createLoadContext } from "~/.server/context";
export { startApp } from "~/.server/startup";

export const streamTimeout = 5_000;

/**
 * What reaches the log from loaders and actions. A 404 or 405 is the visitor's mistake (a POST to
 * a page without a form, an unknown address): logging a stack trace for each would let anyone
 * flood the log. A request the client gave up on is not an error either.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
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
  const { nonce, markup } = loadContext.get(requestInfoContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Whole documents for everyone (not only bots): pages must read completely without JavaScript.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerMarkupProvider value={markup}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerMarkupProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The whole document is ready (onAllReady): collect it, rewrite its head, send it.
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const rendered = Buffer.concat(chunks).toString("utf8");
            const html = deferModules(
              inlineStylesheets(nonceDataBlocks(rendered, nonce), nonce),
              nonce,
            );
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
