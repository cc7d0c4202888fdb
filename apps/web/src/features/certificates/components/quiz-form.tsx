import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { LearnerQuiz, QuizResult } from '@foundation/contract/certificates';
import { paths } from '@foundation/contract/routes';
import { ApiError } from '../../../lib/api-client';
import { intlLocale, langOfContent } from '../../../lib/locale';
import { localizeMessage } from '../../../lib/localize-message';
import { m } from '../../../paraglide/messages.js';
import { useSubmitQuiz } from '../api/course-quiz';

const button = 'rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const timeOf = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { timeStyle: 'short', dateStyle: 'medium' }).format(new Date(iso));

function Outcome({ result }: { result: QuizResult }) {
  const counts = { score: result.score, total: result.total, passMark: result.pass_mark };
  return (
    <div role="status" className={`rounded-xl border-2 p-4 ${result.passed ? 'border-brand-600 bg-brand-50' : 'border-amber-700 bg-amber-50'}`}>
      <p className="font-semibold text-ink">{result.passed ? m.learn_quiz_passed(counts) : m.learn_quiz_failed(counts)}</p>
      {result.retry_at && <p className="mt-1 text-ink">{m.learn_quiz_wait({ time: timeOf(result.retry_at) })}</p>}
      {result.passed && (
        <Link to={paths.courseListing} className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2">
          {m.learn_quiz_go_my_courses()}
        </Link>
      )}
    </div>
  );
}

/** The questions as radio groups; the server marks them and answers only how many were right. */
export function QuizForm({ quiz }: { quiz: LearnerQuiz }) {
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const submit = useSubmitQuiz();
  const result = submit.data;
  const problem = submit.error instanceof ApiError ? Object.values((submit.error.body as { errors?: Record<string, string[]> })?.errors ?? {})[0]?.[0] : submit.error?.message;
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ courseId: quiz.course_id, answers });
  };
  if (quiz.passed && !result) {
    return <Outcome result={{ score: quiz.pass_mark, total: quiz.questions.length, pass_mark: quiz.pass_mark, passed: true, retry_at: null }} />;
  }
  return (
    <form noValidate onSubmit={send} className="grid gap-6">
      <p className="text-ink">{m.learn_quiz_intro({ passMark: quiz.pass_mark, total: quiz.questions.length })}</p>
      {quiz.retry_at && !result && <p className="rounded-xl bg-amber-50 p-4 text-ink">{m.learn_quiz_wait({ time: timeOf(quiz.retry_at) })}</p>}
      {quiz.questions.map((q, i) => (
        <fieldset key={q.id} className="rounded-2xl border border-brand-100 bg-white p-5">
          <legend className="px-1 text-sm font-semibold text-muted">{m.learn_quiz_question({ n: i + 1 })}</legend>
          <p className="mb-3 text-lg text-ink" lang={langOfContent(q.question)}>
            {q.question}
          </p>
          <div className="grid gap-2">
            {q.choices.map((choice, c) => (
              <label key={c} className="flex items-center gap-3 rounded-lg border border-brand-100 px-3 py-2 hover:bg-brand-50">
                <input type="radio" name={`q${q.id}`} value={c} checked={answers[q.id] === c} onChange={() => setAnswers({ ...answers, [q.id]: c })} className="size-4 accent-brand-700" />
                <span lang={langOfContent(choice)}>{choice}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {localizeMessage(problem)}
        </p>
      )}
      {result && <Outcome result={result} />}
      {!result?.passed && (
        <button type="submit" className={`${button} justify-self-start`} disabled={submit.isPending}>
          {submit.isPending ? m.learn_quiz_submitting() : m.learn_quiz_submit()}
        </button>
      )}
    </form>
  );
}
