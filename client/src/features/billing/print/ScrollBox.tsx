import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A document's wide table in a box that scrolls sideways on a phone. While it does, the box is a
 * region named after the table that takes the keyboard's focus, so the arrow keys can scroll it
 * (as the lists' tables do, components/accessible-table.tsx); where everything fits, it is a plain box.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const mark = () => {
      if (box.scrollWidth > box.clientWidth) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', `${label} (scrolls sideways)`);
      } else {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(mark);
    observer.observe(box);
    return () => observer.disconnect();
  }, [label]);
  return (
    <div className="doc__scroll" ref={ref}>
      {children}
    </div>
  );
}
