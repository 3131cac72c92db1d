import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, focus goes to the first field the form marks invalid, in the order a
 * person reads it (WCAG 3.3.1): react-hook-form's own focus follows the order fields were
 * registered, and misses fields it holds no element of. Pass `formRef` to the <form> and
 * `onInvalid` as handleSubmit's second argument; the focus waits for the messages to render.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusedCount, setRefusedCount] = useState(0);
  useEffect(() => {
    if (refusedCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedCount]);
  // react-hook-form calls onInvalid before it hands the new errors to the fields: counting the
  // refusal a task later makes the render that focuses carry them (on a busy page the fields
  // would otherwise still be unmarked, or marked by the previous submit).
  const onInvalid = useCallback(() => {
    setTimeout(() => setRefusedCount((count) => count + 1), 0);
  }, []);
  return { formRef, onInvalid };
}
