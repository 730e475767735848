import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/**
 * An antd rule that runs a field's schema from `shared/`, so a form says exactly what the
 * server would say about the same value, before it is sent.
 */
export function zodRule(schema: ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = await schema.safeParseAsync(value === '' ? undefined : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid input');
    },
  };
}
