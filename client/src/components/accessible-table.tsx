import type { TableProps } from 'antd';
import { useEffect, useMemo, useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON } from '../i18n/common';

/*
 * What a screen reader and a keyboard need from an antd table, which gives neither: a <caption>
 * naming the table, and, when the table is wider than its box and scrolls sideways, a scrolling
 * box that can be focused (so the arrow keys scroll it) and is announced as a region.
 */

/** antd Table's `components`: a <caption>, read by screen readers and kept off the screen. */
export function useTableCaption(caption: string): NonNullable<TableProps<object>['components']> {
  return useMemo(
    () => ({
      table: ({ children, ...props }: ComponentProps<'table'>) => (
        <table {...props}>
          <caption className="visually-hidden">{caption}</caption>
          {children}
        </table>
      ),
    }),
    [caption],
  );
}

/**
 * A ref for the element around an antd Table: when the table scrolls sideways, its scrolling box
 * becomes a focusable region named after the caption, so the arrow keys can scroll it.
 */
export function useScrollableTableRegion(caption: string): React.RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation(COMMON);
  const label = t('dataTable.scrollsSideways', { caption });
  useEffect(() => {
    const holder = ref.current;
    if (!holder) return;
    // antd's scrolling box is its own element; it is found after each render and on resize.
    const mark = () => {
      for (const box of holder.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
        const scrolls = box.scrollWidth > box.clientWidth;
        if (scrolls) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', label);
        } else {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return; // jsdom: nothing is laid out
    const observer = new ResizeObserver(mark);
    observer.observe(holder);
    return () => observer.disconnect();
  });

  return ref;
}
