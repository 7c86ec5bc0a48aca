/** Turns the mail addresses inside a line of text into mailto links. */
import type { ReactNode } from 'react';

const address = /([^\s@:：,，;()（）]+@[^\s@,，;()（）]+\.[a-z]{2,})/gi;

export function withMailLinks(text: string): ReactNode[] {
  return text.split(address).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
