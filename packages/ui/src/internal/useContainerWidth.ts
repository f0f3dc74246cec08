import { useCallback, useRef, useState } from 'react';

/** The width of an element in px, followed with a ResizeObserver; `mounted` once it has been measured. */
export function useContainerWidth(): { width: number; mounted: boolean; containerRef: (el: HTMLDivElement | null) => void } {
  const [width, setWidth] = useState(0);
  const [mounted, setMounted] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const containerRef = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    setMounted(true);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.current.observe(el);
  }, []);
  return { width, mounted, containerRef };
}
