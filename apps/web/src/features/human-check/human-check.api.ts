import type { SliderAnswer, SliderChallenge, SliderPass } from '@khela/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client';
import { sentAtOnce } from '../../api/mutations';

/** Query keys of the human check: one per puzzle round. */
export const humanCheckKeys = {
  puzzle: (round: number) => ['human-check', round] as const,
};

/** GET /wps/verification/slider: every round is a new puzzle, never served from a cache. */
export function useSliderChallenge(round: number) {
  return useQuery({
    queryKey: humanCheckKeys.puzzle(round),
    queryFn: () => apiGet<SliderChallenge>('/wps/verification/slider'),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** POST /wps/verification/slider: where the piece was let go and the drag; a pass if solved. */
export function useSliderAnswer() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: (answer: SliderAnswer) =>
      apiRequest<SliderPass>('POST', '/wps/verification/slider', { body: answer }),
  });
}
