import { Body, Button, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

export const colors = { accent: '#4f46e5', ink: '#0f172a', muted: '#64748b', line: '#e2e8f0', page: '#f8fafc' };
const fontFamily = '-apple-system,Segoe UI,Roboto,sans-serif';

/** What a reader should see on both parts, marked where a part leaves it out (`data-skip-in-text`). */
export function MailFrame({
  preview,
  heading,
  width = 520,
  children,
}: {
  preview: string;
  heading: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, background: colors.page, fontFamily, color: colors.ink }}>
        <Container
          style={{
            maxWidth: width,
            margin: '32px auto',
            background: '#fff',
            border: `1px solid ${colors.line}`,
            borderRadius: 12,
            padding: 32,
          }}
        >
          <Text data-skip-in-text="true" style={{ fontWeight: 700, color: colors.accent, margin: '0 0 24px' }}>
            Charter
          </Text>
          <Heading as="h1" style={{ fontSize: 20, margin: '0 0 12px' }}>
            {heading}
          </Heading>
          {children}
          <Text style={{ color: colors.muted, fontSize: 13 }}>— Charter</Text>
        </Container>
      </Body>
    </Html>
  );
}

export interface LayoutProps {
  heading: string;
  intro: string;
  /** Either a big code or a button link. */
  code?: string;
  action?: { label: string; url: string };
  outro: string;
}

/** One plain layout: a heading, a paragraph, a code or a button, a closing line. */
export function MailLayout({ heading, intro, code, action, outro }: LayoutProps) {
  return (
    <MailFrame preview={intro} heading={heading}>
      <Text>{intro}</Text>
      {code ? (
        <Text
          style={{
            fontSize: 32,
            lineHeight: '40px',
            letterSpacing: 8,
            fontWeight: 700,
            margin: '24px 0',
            fontFamily: 'ui-monospace,monospace',
          }}
        >
          {code}
        </Text>
      ) : null}
      {action ? (
        <>
          <Section data-skip-in-text="true" style={{ margin: '24px 0' }}>
            <Button
              href={action.url}
              style={{
                background: colors.accent,
                color: '#fff',
                padding: '12px 20px',
                borderRadius: 8,
                textDecoration: 'none',
                fontWeight: 600,
              }}
            >
              {action.label}
            </Button>
          </Section>
          {/* The link written out, for a client that shows no button (and for the text part). */}
          <Text style={{ color: colors.muted, fontSize: 13 }}>
            {action.label}: <Link href={action.url}>{action.url}</Link>
          </Text>
        </>
      ) : null}
      <Text style={{ color: colors.muted, fontSize: 13 }}>{outro}</Text>
    </MailFrame>
  );
}
