import type { Language } from '@sevak/shared/i18n/language';

/*
 * A person's language is kept on the server, so it follows them to another phone. One chosen on
 * the sign-in page, before the server knows who is there, is the newest choice: signing in then
 * saves it. Otherwise signing in, or reopening the app, switches to the one the server kept.
 */
let chosenBeforeSignIn: Language | undefined;

export function rememberLanguageChosenBeforeSignIn(language: Language): void {
  chosenBeforeSignIn = language;
}

/** The language picked on the sign-in page since the page loaded, once: signing in consumes it. */
export function takeLanguageChosenBeforeSignIn(): Language | undefined {
  const chosen = chosenBeforeSignIn;
  chosenBeforeSignIn = undefined;
  return chosen;
}
