import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';

export interface ScrollCues {
  /** content hidden to the left / right of a horizontally scrolling element */
  left: boolean;
  right: boolean;
}

/** px of slack, so sub-pixel widths never show a cue for nothing */
const SLACK = 2;

/** Whether a horizontally scrolling element has more to show on either side; follows scrolls and resizes. */
export function useScrollCues(ref: RefObject<HTMLElement | null>): ScrollCues {
  const [cues, setCues] = useState<ScrollCues>({ left: false, right: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > SLACK;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - SLACK;
    setCues((c) => (c.left === left && c.right === right ? c : { left, right }));
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, measure]);

  return cues;
}
