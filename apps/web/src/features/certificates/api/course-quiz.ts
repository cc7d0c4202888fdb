import { useQuery } from '@tanstack/react-query';
import type { LearnerQuiz, QuizAnswersBody, QuizResult } from '@foundation/contract/certificates';
import { api, noneWhenMissing } from '../../../lib/api-client';
import { useSignedInMutation } from '../../../lib/use-signed-in-mutation';
import { useToken } from '../../../lib/use-token';
import { myCertificatesKey } from './my-certificates';

const quizKey = (courseId: number) => ['learner', 'quiz', courseId] as const;

/** The course's quiz without its right choices; null when the learner has none here. */
export function useCourseQuiz(courseId: number | null) {
  const token = useToken();
  return useQuery({
    queryKey: [...quizKey(courseId ?? 0), token],
    queryFn: () => noneWhenMissing(api.get<{ data: LearnerQuiz }>(`courseQuiz/${courseId}`, { token }).then((r) => r.data)),
    enabled: Boolean(token) && courseId !== null,
    staleTime: 0,
  });
}

const submit = ({ courseId, answers }: { courseId: number; answers: QuizAnswersBody['answers'] }, token: string | null) =>
  api.post<{ data: QuizResult }>(`courseQuiz/${courseId}`, { answers }, { token }).then((r) => r.data);

/** Sends the answers for marking; a pass opens the certificate on My courses. */
export const useSubmitQuiz = () => useSignedInMutation(submit, [myCertificatesKey]);
