import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Query keys of AI接待: the numbers with their rules, and the dialog's script search. */
export const receptionKeys = {
  all: ['reception'] as const,
  numbers: (businessId: number) => ['reception', 'numbers', businessId] as const,
  scripts: (name: string) => ['reception', 'scripts', name] as const,
};

/** A change to a number's rule: once it succeeded, the numbers are read again. */
export function useReceptionChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receptionKeys.all }),
  });
}
