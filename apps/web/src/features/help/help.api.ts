import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** PUT /wps/feedback: a note to the merchant, from a visitor or a member (spec §7). */
export function useSendFeedback(handlers: {
  onSuccess: () => void;
  onError: (failure: Error) => void;
}) {
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<unknown>('PUT', '/wps/feedback', { body: { content } }),
    onSuccess: () => handlers.onSuccess(),
    onError: (failure) => handlers.onError(failure),
  });
}
