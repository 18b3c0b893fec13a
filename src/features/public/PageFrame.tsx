import type { ReactNode } from 'react';

/** The frame of a public text page: a heading and readable line length. */
export function PageFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <article
      style={{ maxWidth: 880, margin: '0 auto', padding: '32px 24px 48px', lineHeight: 1.7 }}
    >
      <h1 style={{ fontSize: 32, marginTop: 0 }}>{title}</h1>
      {children}
    </article>
  );
}
