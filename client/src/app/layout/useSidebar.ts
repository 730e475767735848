import { useCallback, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { readStored, writeStored } from '../../lib/storage';

export const SIDEBAR_STORAGE_KEY = 'sidebar-expanded';
/** How long the pointer may be away before a hover-opened sidebar closes (spec §9). */
export const HOVER_CLOSE_DELAY_MS = 300;

export interface SidebarState {
  /** Wide (16rem) on a large screen, or slid in on a small one. */
  open: boolean;
  /** The remembered preference: open after a reload too. */
  expanded: boolean;
  toggle: () => void;
  close: () => void;
  /** Small screens: slide the sidebar in (not remembered). */
  openDrawer: () => void;
  hoverHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * The sidebar's open state (spec §2, §9). Collapsed by default; the toggle's choice is kept in
 * localStorage under `sidebar-expanded`; hovering widens it until the pointer has been gone for
 * 300 ms. Escape closes it, pinned or not. A click outside closes a sidebar opened by hovering or
 * slid in on a phone; a pinned one sits beside the content, which is there to be clicked.
 */
export function useSidebar(isDesktop: boolean, containerRef: RefObject<HTMLElement | null>): SidebarState {
  const [expanded, setExpandedState] = useState(() => readStored(SIDEBAR_STORAGE_KEY) === 'true');
  const [hovered, setHovered] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);

  const setExpanded = useCallback((next: boolean) => {
    writeStored(SIDEBAR_STORAGE_KEY, String(next));
    setExpandedState(next);
  }, []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const open = isDesktop ? expanded || hovered : drawerOpen;

  const dismiss = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setHovered(false);
    setDrawerOpen(false);
  }, []);

  const close = useCallback(() => {
    dismiss();
    if (isDesktop) setExpanded(false);
  }, [dismiss, isDesktop, setExpanded]);

  const toggle = useCallback(() => {
    if (!isDesktop) {
      setDrawerOpen((wasOpen) => !wasOpen);
      return;
    }
    // Pinning a hover-opened sidebar keeps it open; unpinning closes it at once.
    window.clearTimeout(closeTimer.current);
    if (expanded) setHovered(false);
    setExpanded(!expanded);
  }, [isDesktop, expanded, setExpanded]);

  const floating = isDesktop ? hovered && !expanded : drawerOpen;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || containerRef.current?.contains(target)) return;
      // The top bar's toggle handles its own click; closing here first would reopen it.
      if (target instanceof Element && target.closest('[data-sidebar-toggle]')) return;
      // antd renders the collapsed menu's flyouts in a portal; they belong to the sidebar.
      if (target instanceof Element && target.closest('.sidebar-menu-popup')) return;
      dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    if (floating) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, floating, close, dismiss, containerRef]);

  const hoverHandlers = {
    onMouseEnter: () => {
      if (!isDesktop) return;
      cancelClose();
      setHovered(true);
    },
    onMouseLeave: () => {
      if (!isDesktop) return;
      cancelClose();
      closeTimer.current = window.setTimeout(() => setHovered(false), HOVER_CLOSE_DELAY_MS);
    },
    // Keyboard users get the same: tabbing into the sidebar widens it, tabbing out closes it.
    onFocus: () => {
      if (!isDesktop) return;
      cancelClose();
      setHovered(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!isDesktop || event.currentTarget.contains(event.relatedTarget)) return;
      setHovered(false);
    },
  };

  return { open, expanded, toggle, close, openDrawer: () => setDrawerOpen(true), hoverHandlers };
}
