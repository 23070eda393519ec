import { Send, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatMajor, type ChatServiceCard, type Currency } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { PriceWithFee } from '@/components/ui/price-with-fee';
import { cn } from '@/lib/cn';
import type { ChatExchange } from '../hooks/use-chat-exchange';
import type { ChatMessage } from '../hooks/use-stored-thread';
import { MessageText } from './message-text';

/** What a service card in the chat can do (spec §2 Chat widgets); the app wires each to the cart, booking and catalogue. */
export interface ServiceCardActions {
  onAddToCart: (card: ChatServiceCard) => void;
  onBook: (card: ChatServiceCard) => void;
  onLearnMore: (card: ChatServiceCard) => void;
}

interface ChatPanelProps {
  title: string;
  intro: string;
  /** The conversation: its messages, the reply as it is being written (streamed) while pending, and sending. */
  exchange: ChatExchange;
  /** Present when replies can be rated. */
  onRate?: ((message: ChatMessage, rating: 'helpful' | 'not_helpful') => void) | undefined;
  actions: ServiceCardActions;
  testId: string;
}

const ratings = [
  { rating: 'helpful', label: 'Helpful', Icon: ThumbsUp },
  { rating: 'not_helpful', label: 'Not helpful', Icon: ThumbsDown },
] as const;

/** The conversation and its input: Enter sends, Shift+Enter starts a new line, empty text and a second send wait. */
export function ChatPanel({ title, intro, exchange, onRate, actions, testId }: ChatPanelProps) {
  const { messages, pending, draft } = exchange;
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const lastRef = useRef<HTMLDivElement>(null);
  const lastRole = messages.at(-1)?.role;
  // A new reply is shown from its first line (its cards follow); otherwise the newest message at the bottom.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (lastRole === 'assistant' && !pending && lastRef.current) list.scrollTo({ top: lastRef.current.offsetTop - 8 });
    else list.scrollTo({ top: list.scrollHeight });
  }, [messages.length, pending, lastRole]);

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || pending) return;
    exchange.send(trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid={testId}>
      <div
        ref={listRef}
        className="relative min-h-0 flex-1 space-y-3 overflow-y-auto p-3 text-sm"
        aria-live="polite"
        aria-label={`${title} conversation`}
      >
        {messages.length === 0 && <p className="rounded-lg bg-slate-50 p-3 text-muted">{intro}</p>}
        {messages.map((message, i) => (
          <div
            key={i}
            ref={i === messages.length - 1 ? lastRef : undefined}
            className={cn('flex flex-col gap-2', message.role === 'user' ? 'items-end' : 'items-start')}
          >
            <div
              data-testid={`${testId}-${message.role}-message`}
              className={cn(
                'max-w-[92%] rounded-xl px-3 py-2',
                message.role === 'user' ? 'bg-accent-600 text-white' : 'border border-line bg-white text-ink',
                message.failed && 'border-red-200 bg-red-50 text-red-800',
              )}
            >
              <MessageText text={message.content} />
            </div>
            {message.services.length > 0 && (
              <ul className="grid w-full gap-2" aria-label="Suggested services">
                {message.services.map((card) => (
                  <li
                    key={card.id}
                    data-testid={`${testId}-service-card`}
                    className={cn('rounded-lg border bg-white p-3', card.highlighted ? 'border-accent-600' : 'border-line')}
                  >
                    {/* The price wraps under the name when its fee line leaves the name too little room. */}
                    <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
                      <p className="min-w-0 font-medium text-ink">{card.name}</p>
                      <p className="ml-auto text-right tabular-nums text-muted">
                        {card.platform_fee === undefined ? (
                          formatMajor(card.price, card.currency as Currency)
                        ) : (
                          <PriceWithFee
                            price={card.price}
                            platformFee={card.platform_fee}
                            percentage={card.platform_fee_percentage}
                            currency={card.currency as Currency}
                            className="items-end"
                          />
                        )}
                      </p>
                    </div>
                    <p className="mt-1 line-clamp-2 text-xs text-muted">{card.description}</p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Button size="sm" onClick={() => actions.onAddToCart(card)}>
                        Add to Cart
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => actions.onBook(card)}>
                        Book Consultant
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => actions.onLearnMore(card)}>
                        Learn More
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {onRate && message.role === 'assistant' && message.index !== undefined && !message.failed && (
              <div className="flex gap-1" aria-label="Was this helpful?">
                {ratings.map(({ rating, label, Icon }) => (
                  <Button
                    key={rating}
                    size="icon"
                    variant="ghost"
                    aria-label={label}
                    disabled={message.rated}
                    onClick={() => onRate(message, rating)}
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                ))}
              </div>
            )}
          </div>
        ))}
        {pending && draft.trim() !== '' && (
          <div className="flex flex-col items-start" data-testid={`${testId}-pending`} aria-busy="true">
            <div className="max-w-[92%] rounded-xl border border-line bg-white px-3 py-2 text-ink">
              <MessageText text={draft.trim()} />
            </div>
          </div>
        )}
        {pending && draft.trim() === '' && (
          <p className="text-muted" data-testid={`${testId}-pending`}>
            Thinking…
          </p>
        )}
      </div>
      <div className="flex items-end gap-2 border-t border-line p-2">
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={2000}
          aria-label={`Message the ${title}`}
          placeholder="Ask a question…"
          className="min-h-0 flex-1 resize-none rounded-md border border-line px-3 py-2 text-sm outline-none focus:border-accent-600"
        />
        <Button size="icon" aria-label="Send" onClick={send} disabled={pending || text.trim() === ''}>
          <Send aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
