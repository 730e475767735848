/** localStorage that never throws: private windows and blocked storage fall back to defaults. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The preference lasts for this page only.
  }
}
