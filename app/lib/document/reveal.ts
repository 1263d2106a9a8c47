import { useEffect } from "react";
import { useLocation } from "react-router";
import { observeReveals } from "./reveal-observer";
import "./reveal.css";

export { observeReveals, REVEAL } from "./reveal-observer";

/** Runs observeReveals for the page on every client navigation (new content, new elements). */
export function useReveal() {
  const { pathname } = useLocation();
  useEffect(() => {
    void pathname;
    return observeReveals();
  }, [pathname]);
}
