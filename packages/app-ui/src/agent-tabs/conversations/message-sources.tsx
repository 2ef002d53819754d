import { isHttpUrl, type TAnswerSource } from "@parlo/validators";

/** The knowledge pages an answer was given, as small links under it (text sources without a link). */
export function MessageSources({ sources }: { sources: readonly TAnswerSource[] }) {
  return (
    <p
      className="flex max-w-full flex-wrap items-baseline gap-x-2 gap-y-0.5 px-1 text-xs text-muted-foreground"
      data-testid="message-sources"
    >
      <span>Sources:</span>
      {sources.map((source, index) =>
        source.url && isHttpUrl(source.url) ? (
          <a
            key={`${index}-${source.url}`}
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="max-w-full truncate hover:text-foreground hover:underline"
            title={source.url}
          >
            {source.title}
          </a>
        ) : (
          <span key={`${index}-${source.title}`} className="max-w-full truncate">
            {source.title}
          </span>
        ),
      )}
    </p>
  );
}
