import { useCallback, useEffect, useRef, useState } from 'react';

interface RequestState<A, R> {
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
  data: R | undefined;
  /** What the latest call was made with. */
  variables: A | undefined;
}

interface Handlers<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

const idle = { isPending: false, isSuccess: false, error: null, data: undefined, variables: undefined };

/**
 * One request a sign-in form sends (send a code, verify it, sign up), with its pending, error and result state: what
 * React Query's useMutation gives the rest of the app, for the screen that does not load it (issue 14). Only the
 * latest call's outcome counts, and a form that has gone (the step changed) hears nothing more.
 */
export function useRequest<A, R>(send: (args: A) => Promise<R>) {
  const [state, setState] = useState<RequestState<A, R>>(idle);
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    (variables: A, handlers: Handlers<R> = {}) => {
      const call = ++latest.current;
      setState({ ...idle, isPending: true, variables });
      send(variables).then(
        (data) => {
          if (call !== latest.current || !mounted.current) return;
          setState({ ...idle, isSuccess: true, data, variables });
          handlers.onSuccess?.(data);
        },
        (error: unknown) => {
          if (call !== latest.current || !mounted.current) return;
          setState({ ...idle, error, variables });
          handlers.onError?.(error);
        },
      );
    },
    [send],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState(idle);
  }, []);

  return { ...state, isError: state.error !== null, run, reset };
}
