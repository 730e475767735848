import { Input, type InputProps } from 'antd';
import { useState } from 'react';

/** A number field's value: the number typed, or the text itself when it is no plain number. */
type NumberValue = number | string | null | undefined;

type NumberInputProps = Omit<InputProps, 'value' | 'onChange' | 'inputMode'> & {
  value?: NumberValue;
  onChange?: (value: number | string | null) => void;
};

/**
 * What the typed text stands for: nothing, the number it writes exactly ('1499.50' is 1499.5),
 * or else the text as typed ('-1200', '1e5', '1499.555' stays text when it would round), so the
 * field's shared-schema rule judges exactly what was typed and says what is wrong with it.
 */
function valueOf(text: string): number | string | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(typed)) return typed;
  const written = typed.includes('.') ? typed.replace(/0+$/, '').replace(/\.$/, '') : typed;
  return String(Number(typed)) === written ? Number(typed) : typed;
}

/**
 * A field for a number, on antd's Input rather than InputNumber: nothing typed is changed, cut,
 * rounded or clamped to a minimum or maximum; the form's rule (lib/form-rules.ts) refuses a
 * negative or too large number at the field, before anything is sent. Phones get a number pad.
 */
function NumberInput({
  value,
  onChange,
  onBlur,
  keypad,
  shown,
  ...inputProps
}: NumberInputProps & { keypad: 'decimal' | 'numeric'; shown: (value: number) => string }) {
  const textOf = (next: NumberValue) => (next === null || next === undefined ? '' : typeof next === 'number' ? shown(next) : next);
  const [text, setText] = useState(() => textOf(value));
  // The value the text stands for; a different value from the form (a reset, a product's price) replaces the text.
  const [held, setHeld] = useState<NumberValue>(value);
  if (!Object.is(value ?? null, held ?? null)) {
    setHeld(value);
    setText(textOf(value));
  }
  return (
    <Input
      {...inputProps}
      inputMode={keypad}
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const next = valueOf(event.target.value);
        setText(event.target.value);
        setHeld(next);
        onChange?.(next);
      }}
      onBlur={(event) => {
        if (typeof held === 'number') setText(shown(held));
        onBlur?.(event);
      }}
    />
  );
}

/** Rupees: shown with two decimals once typed (13500 reads 13500.00), as written when it has more. */
const inRupees = (amount: number) => (Number(amount.toFixed(2)) === amount ? amount.toFixed(2) : String(amount));

/** An amount in rupees (price, service charges), with a decimal keypad on phones. */
export function MoneyInput(props: NumberInputProps) {
  return <NumberInput {...props} keypad="decimal" shown={inRupees} />;
}

/** A whole number of things (quantity, months), with a digits-only keypad on phones. */
export function CountInput(props: NumberInputProps) {
  return <NumberInput {...props} keypad="numeric" shown={String} />;
}
