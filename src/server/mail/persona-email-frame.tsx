import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Text } from '@react-email/components';
import type { ReactNode } from 'react';

import { copyrightLine, type MailContext } from './email-layout';

export const text = { fontSize: '15px', lineHeight: '1.6', margin: '0 0 14px', color: '#2a2140' };
const small = { fontSize: '12px', lineHeight: '1.5', color: '#6b5f85', margin: '0' };

/**
 * The persona's letters share one frame: preview line, title, the message, the signature, then the
 * support lines (`before` goes first in that small print, e.g. how to stop a kind of message).
 */
export function PersonaEmailFrame({
  preview,
  title,
  signature,
  before,
  context,
  sentAt,
  children,
}: {
  preview: string;
  title: string;
  signature: string;
  before?: ReactNode;
  context: MailContext;
  /** When the message is written: the copyright line carries its year. */
  sentAt: Date;
  children: ReactNode;
}) {
  const { site } = context;
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: '24px', backgroundColor: '#f6f3fb', fontFamily: 'Georgia, serif' }}>
        <Container style={{ maxWidth: '560px', backgroundColor: '#ffffff', borderRadius: '8px', padding: '28px' }}>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px', color: '#2a2140' }}>
            {title}
          </Heading>
          {children}
          <Text style={text}>
            With warmth,
            <br />
            {signature}
          </Text>
          <Hr style={{ borderColor: '#e4dcf2', margin: '28px 0 12px' }} />
          <Text style={small}>
            {before}
            Questions? Write to <Link href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Link> or call{' '}
            {site.supportPhone}.<br />
            <Link href={context.publicBaseUrl}>{site.brand}</Link> · Readings are for entertainment purposes only.
            <br />
            {copyrightLine(site, sentAt)}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
