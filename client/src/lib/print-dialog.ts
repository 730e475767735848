import { useEffect, useRef, type RefObject } from 'react';

/**
 * Prints the document the component has just put in the page's body (hidden on screen; on paper
 * it is all there is): names the tab `title` while the dialog is open, so a PDF saved from it is
 * named after the document, opens the dialog once the document's images are decoded, and gives
 * the tab its title back and calls `onDone` when the dialog closes. Left before the dialog
 * closed (another screen), the title goes back all the same.
 */
export function usePrintDialog(title: string, root: RefObject<HTMLElement | null>, onDone: () => void): void {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const screenTitle = document.title;
    let printing = true;
    const restore = () => {
      printing = false;
      document.title = screenTitle;
      window.removeEventListener('afterprint', finish);
    };
    function finish() {
      if (!printing) return;
      restore();
      done.current();
    }
    document.title = title;
    window.addEventListener('afterprint', finish);
    // A logo must be decoded before the page is laid out for paper.
    const images = Array.from(root.current?.querySelectorAll('img') ?? []);
    void Promise.all(images.map((image) => (image.decode ? image.decode().catch(() => undefined) : undefined))).then(() => {
      if (printing) window.print();
    });
    return () => {
      if (printing) restore();
    };
  }, [title, root]);
}
