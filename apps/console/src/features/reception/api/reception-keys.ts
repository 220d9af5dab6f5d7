import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Query keys of AI接待: the numbers with their rules, the dialog's script search and the data page. */
export const receptionKeys = {
  all: ['reception'] as const,
  numbers: (businessId: number) => ['reception', 'numbers', businessId] as const,
  scripts: (name: string) => ['reception', 'scripts', name] as const,
  callReport: (query: unknown, search: number) => ['reception', 'callReport', query, search] as const,
  calleeNumbers: (businessId: number) => ['reception', 'calleeNumbers', businessId] as const,
  intentions: (businessId: number) => ['reception', 'intentions', businessId] as const,
  scriptLabels: (speechSkillId: number) => ['reception', 'scriptLabels', speechSkillId] as const,
};

/** A change to a number's rule: once it succeeded, the numbers are read again. */
export function useReceptionChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receptionKeys.all }),
  });
}
