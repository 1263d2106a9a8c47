// Image encoding is CPU-bound and libvips already spreads one encoding over every core, so this
// process runs at most two at once: requests first, background warm-up only when nothing waits.

const MAX_ACTIVE = 2;
let active = 0;
const waitingNow: (() => void)[] = [];
const waitingBackground: (() => void)[] = [];

function next() {
  if (active >= MAX_ACTIVE) return;
  const wake = waitingNow.shift() ?? (active === 0 ? waitingBackground.shift() : undefined);
  if (wake) {
    active += 1;
    wake();
  }
}

/** Runs an encoding when a slot is free. Background work waits until no request's work runs. */
export async function runEncode<T>(priority: "now" | "background", work: () => Promise<T>) {
  await new Promise<void>((resolve) => {
    (priority === "now" ? waitingNow : waitingBackground).push(resolve);
    next();
  });
  try {
    return await work();
  } finally {
    active -= 1;
    next();
  }
}

/** For tests and the warm-up's pacing. */
export function encodeQueueState() {
  return { active, waiting: waitingNow.length + waitingBackground.length };
}
