import { Fragment } from 'react';

/** An answer as written: lines, **bold** names and links to its sources (nothing else is interpreted). */
export function MessageText({ text }: { text: string }) {
  return (
    <div className="space-y-1 break-words">
      {text.split('\n').map((line, i) => (
        <p key={i} className={line.trim() === '' ? 'h-1' : undefined}>
          {line.split(/(\*\*[^*]+\*\*|https?:\/\/\S+)/g).map((part, j) => {
            if (part.startsWith('**') && part.endsWith('**')) return <strong key={j}>{part.slice(2, -2)}</strong>;
            if (/^https?:\/\//.test(part))
              return (
                <a key={j} href={part} target="_blank" rel="noreferrer noopener" className="text-accent-700 underline">
                  {part}
                </a>
              );
            return <Fragment key={j}>{part}</Fragment>;
          })}
        </p>
      ))}
    </div>
  );
}
