import type { ComponentChildren } from 'preact';

/** An error the reader must see: announced at once by screen readers (role=alert). */
export function ErrorMessage({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p class="message error" role="alert">
      {error}
    </p>
  );
}

/** A polite announcement: done, saved, copied. */
export function Notice({ children }: { children: ComponentChildren }) {
  if (!children) return null;
  return (
    <p class="message notice" role="status">
      {children}
    </p>
  );
}

export function Loading({ when }: { when: boolean }) {
  return when ? (
    <p class="loading" role="status">
      Loading…
    </p>
  ) : null;
}
