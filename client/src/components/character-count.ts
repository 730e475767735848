import type { InputProps } from 'antd';

/** From how full a field starts showing its count: near the limit, not on every short name. */
const SHOWN_FROM = 0.8;

/**
 * A text field's limit, shown and never enforced by cutting: `<Input {...characterLimit(100)} />`
 * keeps everything typed or pasted, reads "87 / 100" near the limit and "150 / 100" past it, and
 * the field's shared-schema rule says "Must be at most 100 characters" (lib/form-rules.ts). A
 * browser maxLength would drop the rest without a word.
 */
export function characterLimit(max: number): Pick<InputProps, 'count'> {
  return {
    count: {
      max,
      show: ({ count }) => (count >= max * SHOWN_FROM ? `${count} / ${max}` : null),
    },
  };
}
