/* global document */
// Runs before the app: the same key and class as client/src/app/theme/theme.ts.
try {
  if (localStorage.getItem('color-theme') === 'dark') document.body.classList.add('dark');
} catch {
  // Storage can be unavailable (private mode, blocked cookies); the light default stands.
}
