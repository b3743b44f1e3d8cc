// The playback's clock: a second of the trip that advances at `speed` times real time while
// playing, stops at the end, and can be set (the slider). State changes at most every 50 ms, so a
// replay redraws the marker smoothly without a render on every animation frame.
import { useEffect, useRef, useState } from 'react';

const TICK_MS = 50;

export function usePlayer(endSecond: number) {
  const [second, setSecond] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(10);
  const secondRef = useRef(0);
  secondRef.current = second;

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    let shown = last;
    const step = (now: number) => {
      const next = Math.min(endSecond, secondRef.current + ((now - last) / 1000) * speed);
      last = now;
      secondRef.current = next;
      if (next >= endSecond) {
        setSecond(next);
        setPlaying(false);
        return;
      }
      if (now - shown >= TICK_MS) {
        shown = now;
        setSecond(next);
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, endSecond]);

  const play = () => {
    // At the end, play starts over.
    if (secondRef.current >= endSecond) setSecond(0);
    setPlaying(true);
  };
  return { second, setSecond, playing, play, pause: () => setPlaying(false), speed, setSpeed };
}
