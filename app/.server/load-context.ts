import { RouterContextProvider } from "react-router";
import { type RequestInfo, requestInfoContext } from "~/lib/request-context";

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}
