import { apiErrorMessage } from '@/lib/api-error-message';
import { Button, type ButtonProps } from './button';
import { toast } from './toaster';

/** What MutationButton needs of a TanStack mutation. */
interface Mutation<V> {
  mutate: (variables: V, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
  variables?: V;
}

type MutationButtonProps<V> = Omit<ButtonProps, 'onClick' | 'loading'> & {
  mutation: Mutation<V>;
  /** What this button sends, e.g. the row's id; the button spins while that request runs. */
  variables: V;
  /** The toast once it has worked, e.g. "Endpoint removed". */
  done: string;
  /** The toast when it fails and the server gives no reason. */
  failed: string;
  /** Turns a failure into the toast's words; the API's message for its error codes by default. */
  describeError?: (error: unknown, fallback: string) => string;
};

/** A button that runs one request about one thing (remove, revoke, send again) and says in a toast how it went. */
export function MutationButton<V>({
  mutation,
  variables,
  done,
  failed,
  describeError = apiErrorMessage,
  ...props
}: MutationButtonProps<V>) {
  return (
    <Button
      {...props}
      loading={mutation.isPending && mutation.variables === variables}
      onClick={() =>
        mutation.mutate(variables, {
          onSuccess: () => toast.success(done),
          onError: (error) => toast.error(describeError(error, failed)),
        })
      }
    />
  );
}
