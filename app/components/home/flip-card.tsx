import type { ReactNode } from "react";

/**
 * A card that turns over on hover and whenever focus is inside it, so keyboard users see the
 * back when they reach its link. Only the back carries content for assistive technology (the
 * front repeats it as a picture). Under reduced motion the faces are stacked, nothing turns.
 */
export function FlipCard({ front, back }: { front: ReactNode; back: ReactNode }) {
  return (
    <div className="flip">
      <div className="flip-inner">
        <div className="flip-face flip-front" aria-hidden="true">
          {front}
        </div>
        <div className="flip-face flip-back">{back}</div>
      </div>
    </div>
  );
}
