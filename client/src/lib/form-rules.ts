import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { issueText } from '../i18n/messages';

/**
 * An antd rule that runs a field's schema from `shared/`, so a form says exactly what the
 * server would say about the same value, before it is sent.
 */
export function zodRule(schema: ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = await schema.safeParseAsync(value === '' ? undefined : value);
      if (!result.success) throw new Error(await issueText(result.error.issues[0]));
    },
  };
}

/**
 * An antd rule for one field of a form whose schema also compares fields (a refine such as "the
 * new password must differ from the current one"): runs the whole form through the schema and
 * reports the first issue on this field. The field names `dependencies` to be checked again when
 * a field it is compared with changes.
 */
export function zodFormFieldRule(schema: ZodType, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = Object.entries(getFieldsValue(true) as Record<string, unknown>).map(([name, value]) => [
        name,
        value === '' ? undefined : value,
      ]);
      const result = await schema.safeParseAsync(Object.fromEntries(values));
      const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
      if (issue) throw new Error(await issueText(issue));
    },
  });
}
