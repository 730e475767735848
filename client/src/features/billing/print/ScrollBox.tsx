import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE } from '../../invoice/i18n';

/**
 * A document's wide table in a box that scrolls sideways on a phone. While it does, the box is a
 * region named after the table that takes the keyboard's focus, so the arrow keys can scroll it
 * (as the lists' tables do, components/accessible-table.tsx); where everything fits, it is a plain box.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation(INVOICE);
  // The screen's own words (the reader's language): the table's name is the document's.
  const regionName = t('print.scrollsSideways', { label });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const mark = () => {
      if (box.scrollWidth > box.clientWidth) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', regionName);
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
  }, [regionName]);
  return (
    <div className="doc__scroll" ref={ref}>
      {children}
    </div>
  );
}
