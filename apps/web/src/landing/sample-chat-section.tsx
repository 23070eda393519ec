import { ArrowRight, MessageSquare, Send, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Container, SectionHeading } from './layout';
import { chatTopics, loginHref } from './landing-content';

function UserMessage({ children }: { children: ReactNode }) {
  return (
    <li className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl rounded-br-md bg-accent-600 px-4 py-3 text-sm text-white">
        <span className="sr-only">You: </span>
        {children}
      </div>
    </li>
  );
}

function AgentMessage({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700" aria-hidden="true">
        <Sparkles className="size-4" />
      </span>
      <div className="max-w-[85%] rounded-2xl rounded-tl-md border border-line bg-white px-4 py-3 text-sm text-ink">
        <span className="sr-only">Charter agent: </span>
        {children}
      </div>
    </li>
  );
}

export function SampleChatSection() {
  return (
    <section aria-labelledby="chat-title" className="border-y border-line bg-white py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="chat-title"
            eyebrow="Ask the agent"
            title="Answers in seconds, not billable hours"
            description="Ask about your company in plain language. The agent knows the rules behind formation and compliance, and can start the work for you."
          />
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Topics the agent covers">
            {chatTopics.map((topic) => (
              <li key={topic} className="rounded-full border border-line bg-canvas px-3 py-1 text-sm text-slate-700">
                {topic}
              </li>
            ))}
          </ul>
          <a href={loginHref} className={cn(buttonVariants({ size: 'lg' }), 'mt-8 w-full sm:w-auto')}>
            Chat with the agent
            <ArrowRight aria-hidden="true" />
          </a>
        </div>

        <figure className="overflow-hidden rounded-2xl border border-line bg-canvas">
          <figcaption className="flex items-center gap-3 border-b border-line bg-white px-6 py-4">
            <MessageSquare className="size-5 text-accent-600" aria-hidden="true" />
            <span className="text-sm font-semibold text-ink">Sample conversation</span>
          </figcaption>
          <ul className="flex flex-col gap-4 p-4 sm:p-6">
            <UserMessage>I am opening a cloud kitchen in Bengaluru. What do I need to get started?</UserMessage>
            <AgentMessage>
              <p>Here is what a food business in Karnataka usually needs:</p>
              <ol className="mt-2 list-decimal space-y-1 pl-5">
                <li>Incorporation: a Private Limited company suits most founders.</li>
                <li>A food-safety licence before you start selling.</li>
                <li>GST registration once turnover passes ₹20 lakh.</li>
              </ol>
              <p className="mt-2">Shall I start the incorporation?</p>
            </AgentMessage>
            <UserMessage>Yes. What happens after we incorporate?</UserMessage>
            <AgentMessage>
              <p>Your auditor must be appointed with an ADT-1 filing within 30 days. I have added it to your compliance calendar.</p>
            </AgentMessage>
          </ul>
          <div className="flex items-center gap-2 border-t border-line bg-white p-4">
            <label htmlFor="sample-chat-input" className="sr-only">
              Message the Charter agent (sign in to chat)
            </label>
            <input
              id="sample-chat-input"
              type="text"
              disabled
              placeholder="Sign in to chat with the agent"
              className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-canvas px-3 text-sm text-ink placeholder:text-slate-500 disabled:cursor-not-allowed"
            />
            <button
              type="button"
              disabled
              aria-label="Send message"
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-600 text-white disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Send className="size-4" aria-hidden="true" />
            </button>
          </div>
        </figure>
      </Container>
    </section>
  );
}
