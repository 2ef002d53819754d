import { ANALYTICS_MESSAGES, type TAnalyticsQuestion } from "@parlo/validators";
import { formatCount } from "./format";

/** The questions visitors opened conversations with most often, with how often. */
export function TopQuestions({ questions }: { questions: TAnalyticsQuestion[] }) {
  const most = questions[0]?.count ?? 1;
  if (questions.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{ANALYTICS_MESSAGES.noQuestions}</p>;
  }
  return (
    <ol className="flex flex-col gap-1" data-testid="analytics-top-questions">
      {questions.map((question, index) => (
        <li key={question.text} className="relative overflow-hidden rounded-md px-3 py-2">
          <span
            aria-hidden
            className="absolute inset-y-0 left-0 rounded-md bg-primary/10 dark:bg-primary/20"
            style={{ width: `${Math.max(4, (question.count / most) * 100)}%` }}
          />
          <span className="relative flex items-start gap-3 text-sm">
            <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">{index + 1}.</span>
            <span className="min-w-0 flex-1 break-words">{question.text}</span>
            <span
              className="shrink-0 font-medium tabular-nums"
              aria-label={`${formatCount(question.count)} ${question.count === 1 ? "conversation" : "conversations"}`}
            >
              {formatCount(question.count)}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
