/*
 * A password the owner can read out over the phone or the customer can type from a WhatsApp
 * message: two everyday words and three digits, "mango-river-482". Words in lower case and digits
 * kept apart by hyphens: no letter is taken for a digit, and nothing needs spelling out.
 */
const WORDS = [
  'apple', 'bread', 'candle', 'cloud', 'coral', 'daisy', 'delta', 'eagle',
  'ember', 'fable', 'feather', 'forest', 'garden', 'ginger', 'grape', 'harbor',
  'honey', 'house', 'island', 'jasmine', 'jungle', 'kettle', 'kite', 'lemon',
  'lotus', 'mango', 'maple', 'meadow', 'monsoon', 'nectar', 'orange', 'panda',
  'parrot', 'peacock', 'pepper', 'pillow', 'planet', 'pumpkin', 'rabbit', 'rainbow',
  'river', 'rocket', 'saffron', 'silver', 'spice', 'spring', 'summer', 'sunrise',
  'tiger', 'tomato', 'turtle', 'velvet', 'violet', 'walnut', 'winter', 'yellow',
] as const;

/** A random whole number below `below`, from the browser's cryptographic generator. */
function randomBelow(below: number): number {
  // Rejection sampling: the values past the last whole multiple of `below` would favour small numbers.
  const limit = Math.floor(0x1_0000_0000 / below) * below;
  const draw = new Uint32Array(1);
  do crypto.getRandomValues(draw);
  while (draw[0]! >= limit);
  return draw[0]! % below;
}

/** A fresh sign-in password, like "mango-river-482": at least 12 characters, easy to read aloud. */
export function readablePassword(): string {
  const word = () => WORDS[randomBelow(WORDS.length)]!;
  const digits = String(randomBelow(1000)).padStart(3, '0');
  return `${word()}-${word()}-${digits}`;
}
