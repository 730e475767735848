import { afterEach } from 'vitest';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

const DESK = { width: 1024, height: 768 };

/**
 * Renders the test's screens at a phone's 375 × 812 (below antd's `md` breakpoint), and at
 * happy-dom's desk size again after each test. Call it before rendering.
 */
export function onPhone() {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 375, height: 812 });
}

afterEach(() => (window as unknown as HappyDomWindow).happyDOM.setViewport(DESK));
