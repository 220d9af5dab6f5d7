import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Query keys of the two lists: all under `all`, so a change reloads both. */
export const blacklistKeys = {
  all: ['blacklist'] as const,
  numbers: (query: object) => ['blacklist', 'numbers', query] as const,
  suppressed: (query: object) => ['blacklist', 'suppressed', query] as const,
};

/** A change to a list: once it succeeded, the lists are read again. */
export function useBlacklistChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blacklistKeys.all }),
  });
}
