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
  const onInvalid = useCallback(() => setRefusedCount((count) => count + 1), []);
  return { formRef, onInvalid };
}
