import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. A chart below
 * the fold of a phone loads its library when it is scrolled to, not during the first load
 * (issue 26 §4). The default margin counts the element as there once its top is in the upper three
 * quarters of the screen: the main page's trend chart, whose top edge a phone's first screen just
 * shows, loaded ECharts (177 KiB, a 60–100 ms task) into every first load with a margin of 200 px.
 * Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  isEnabled: boolean,
  margin = '0px 0px -25% 0px',
): boolean {
  const [isNear, setNear] = useState(() => !isEnabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, ref, margin]);
  return isNear;
}
