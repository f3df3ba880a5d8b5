import { createRef, useEffect, useState, type RefObject } from 'react';

/**
 * After a submit that the fields stopped (`attempt` counts them), moves the focus to the first
 * field, in `order`, that has an error: its label and its message (under it, linked with
 * `aria-describedby`) are read out, and the user can fix it at once. Returns a ref per field.
 */
export function useFocusFirstInvalid<Field extends string>(
  errors: Partial<Record<Field, string>>,
  attempt: number,
  order: readonly Field[],
): Record<Field, RefObject<HTMLInputElement | null>> {
  const [fields] = useState(
    () =>
      Object.fromEntries(order.map((field) => [field, createRef<HTMLInputElement>()])) as Record<
        Field,
        RefObject<HTMLInputElement | null>
      >,
  );
  useEffect(() => {
    if (attempt === 0) return;
    const first = order.find((field) => errors[field]);
    if (first) fields[first].current?.focus();
    // Only a new attempt moves the focus, not typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return fields;
}
