import { spanishIssuesOf } from '@academia/contract/core/issue-message';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { z } from 'zod';

/**
 * A form checked by its call's own contract schema: the values a person edits, and the request
 * they make (`toRequest` adds what is not typed, like the course's id, and turns text into
 * numbers). Errors carry the contract's Spanish sentences (`core/issue-message`), the same the
 * server answers with.
 */
export type ContractForm<Values extends Record<string, unknown>, Request> = UseFormReturnType<
  Values,
  Request,
  (values: Values) => FormErrors
> & {
  /**
   * The `min`/`max` the schema sets on a number field, for its NumberInput, which must not clamp
   * on blur: a passing grade of 150 silently became 100. Out of range stays as typed and the
   * schema refuses it next to the field.
   */
  numberBounds: (field: string) => { min?: number; max?: number; clampBehavior: 'none' };
  /** The fields the form shows: an error for any other path goes above the form. */
  fields: ReadonlySet<string>;
};

interface Options<S extends z.ZodType, Values> {
  schema: S;
  initialValues: Values;
}

/** The schema's errors by field path; the refusal of the whole request under ''. */
export function errorsOf(schema: z.ZodType, request: unknown): FormErrors {
  const result = schema.safeParse(request, spanishIssuesOf(request));
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The schema of one field of an object schema, through optional, default, pipes and `and`. */
function fieldSchema(schema: z.core.$ZodType, name: string): z.core.$ZodType | undefined {
  if (schema instanceof z.ZodObject) return schema.shape[name];
  if (schema instanceof z.ZodIntersection) {
    return fieldSchema(schema.def.left, name) ?? fieldSchema(schema.def.right, name);
  }
  if (schema instanceof z.ZodPipe) return fieldSchema(schema.def.in, name);
  return undefined;
}

/** The number a field holds, past optional, nullable, default, coercion and `'' |` unions. */
function numberSchema(schema: z.core.$ZodType | undefined): z.ZodNumber | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodNumber) return schema;
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  ) {
    return numberSchema(schema.def.innerType);
  }
  if (schema instanceof z.ZodPipe)
    return numberSchema(schema.def.in) ?? numberSchema(schema.def.out);
  if (schema instanceof z.ZodUnion) {
    for (const option of schema.options) {
      const found = numberSchema(option);
      if (found) return found;
    }
  }
  return undefined;
}

export function numberBoundsOf(schema: z.ZodType, field: string): { min?: number; max?: number } {
  const number = numberSchema(fieldSchema(schema, field));
  const bounds: { min?: number; max?: number } = {};
  if (number?.minValue != null && Number.isFinite(number.minValue)) bounds.min = number.minValue;
  if (number?.maxValue != null && Number.isFinite(number.maxValue)) bounds.max = number.maxValue;
  return bounds;
}

/** The form's values are the request itself. */
export function useContractForm<S extends z.ZodType, Values extends Record<string, unknown>>(
  options: Options<S, Values> & { toRequest?: undefined } & (Values extends z.input<S>
      ? unknown
      : never),
): ContractForm<Values, z.input<S>>;
/** The request is made from the values (ids added, text turned into numbers). */
export function useContractForm<S extends z.ZodType, Values extends Record<string, unknown>>(
  options: Options<S, Values> & { toRequest: (values: Values) => z.input<S> },
): ContractForm<Values, z.input<S>>;
export function useContractForm<S extends z.ZodType, Values extends Record<string, unknown>>({
  schema,
  initialValues,
  toRequest,
}: Options<S, Values> & { toRequest?: (values: Values) => z.input<S> }): ContractForm<
  Values,
  z.input<S>
> {
  const transform = toRequest ?? ((values: Values) => values as z.input<S>);
  const form = useForm<Values, z.input<S>>({
    mode: 'controlled',
    initialValues,
    transformValues: transform,
    validate: (values) => errorsOf(schema, transform(values)),
  });
  return Object.assign(form, {
    numberBounds: (field: string) => ({
      ...numberBoundsOf(schema, field),
      clampBehavior: 'none' as const,
    }),
    fields: new Set(Object.keys(initialValues)),
  });
}
