import { useMutation, useQueryClient } from '@tanstack/react-query';
import { speechKeys } from './speech-keys.ts';

/** A change to the script library: once it succeeded, the library's lists are read again. */
export function useLibraryChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: speechKeys.all }),
  });
}
