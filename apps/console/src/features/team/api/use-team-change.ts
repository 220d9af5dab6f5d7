import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from './team-keys.ts';

/** A change to the team: once it succeeded, its lists, counts and audit log are read again. */
export function useTeamChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
